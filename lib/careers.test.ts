import { career } from "@/lib/facade/contracts";
import { applyHref, careersView, employmentLabel } from "./careers";

const EMAIL = "careers@flamingoscooters.co.nz";
const mechanic = { id: "fleet-mechanic-dunedin", title: "Fleet Mechanic (Dunedin)", details: "## About", applyUrl: "https://jobs.example/15", location: "Dunedin", employmentType: "FULL_TIME" };
const support = { id: "42", title: "Customer Support Specialist", details: "Help riders.", applyUrl: undefined };

describe("careersView", () => {
  it("lists the jobs in order with anchors, apply links and a meta line", () => {
    const view = careersView([mechanic, support], EMAIL);
    expect(view).toEqual({
      kind: "list",
      jobs: [
        { ...mechanic, anchor: "job-fleet-mechanic-dunedin", applyHref: "https://jobs.example/15", meta: "Dunedin · Full time" },
        {
          ...support,
          anchor: "job-42",
          applyHref: "mailto:careers@flamingoscooters.co.nz?subject=Application%3A%20Customer%20Support%20Specialist",
          meta: "",
        },
      ],
    });
  });

  it("keeps anchors unique when ids slug alike", () => {
    const view = careersView([{ ...support, id: "Night Shift" }, { ...support, id: "night-shift" }], EMAIL);
    expect(view.kind === "list" && view.jobs.map((job) => job.anchor)).toEqual(["job-night-shift", "job-night-shift-2"]);
  });

  it("shows the empty message when there are no openings", () => {
    expect(careersView([], EMAIL)).toEqual({ kind: "empty" });
  });

  it("says the openings are unavailable, never redirects, when the call failed", () => {
    expect(careersView(null, EMAIL)).toEqual({ kind: "unavailable" });
  });
});

describe("applyHref", () => {
  it("prefers the job's applyUrl and falls back to the market's careers mailbox", () => {
    expect(applyHref({ title: "X", applyUrl: "https://jobs.example/1" }, EMAIL)).toBe("https://jobs.example/1");
    expect(applyHref({ title: "Mechanic & Rider", applyUrl: undefined }, "careers@flamingoscooters.com.au")).toBe(
      "mailto:careers@flamingoscooters.com.au?subject=Application%3A%20Mechanic%20%26%20Rider",
    );
  });
});

describe("an opening's applyUrl from the career call", () => {
  const parse = (applyUrl: unknown) => career.safeParse({ id: 1, title: "Mechanic", details: "", applyUrl });

  it.each([undefined, null, ""])("%p goes to the careers mailbox", (applyUrl) => {
    const parsed = parse(applyUrl);
    expect(parsed.success && applyHref(parsed.data, EMAIL)).toBe("mailto:careers@flamingoscooters.co.nz?subject=Application%3A%20Mechanic");
  });

  it.each(["mailto:jobs@example.test?subject=Mechanic", "https://jobs.example/15"])("%s is used as given", (applyUrl) => {
    const parsed = parse(applyUrl);
    expect(parsed.success && applyHref(parsed.data, EMAIL)).toBe(applyUrl);
  });

  it("breaks the contract with a script URL", () => {
    expect(parse("javascript:alert(1)").success).toBe(false);
  });
});

describe("employmentLabel", () => {
  it.each([["FULL_TIME", "Full time"], ["PART_TIME", "Part time"], ["contractor", "Contractor"]])("%s → %s", (type, label) => {
    expect(employmentLabel(type)).toBe(label);
  });
});
