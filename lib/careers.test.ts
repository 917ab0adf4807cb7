import { fail, ok } from "@/lib/facade/backend";
import { applyHref, careersView, employmentLabel } from "./careers";

const EMAIL = "careers@flamingoscooters.co.nz";
const mechanic = { id: "fleet-mechanic-dunedin", title: "Fleet Mechanic (Dunedin)", details: "## About", applyUrl: "https://jobs.example/15", location: "Dunedin", employmentType: "FULL_TIME" };
const support = { id: "42", title: "Customer Support Specialist", details: "Help riders.", applyUrl: undefined };

describe("careersView", () => {
  it("lists the jobs in order with anchors, apply links and a meta line", () => {
    const view = careersView(ok([mechanic, support]), EMAIL);
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
    const view = careersView(ok([{ ...support, id: "Night Shift" }, { ...support, id: "night-shift" }]), EMAIL);
    expect(view.kind === "list" && view.jobs.map((job) => job.anchor)).toEqual(["job-night-shift", "job-night-shift-2"]);
  });

  it("shows the empty message when there are no openings", () => {
    expect(careersView(ok([]), EMAIL)).toEqual({ kind: "empty" });
  });

  it("sends the visitor home when the call failed or threw", () => {
    expect(careersView(fail(502, "upstream"), EMAIL)).toEqual({ kind: "redirect", location: "/" });
    expect(careersView(fail(404, "not_found"), EMAIL)).toEqual({ kind: "redirect", location: "/" });
    expect(careersView(null, EMAIL)).toEqual({ kind: "redirect", location: "/" });
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

describe("employmentLabel", () => {
  it.each([["FULL_TIME", "Full time"], ["PART_TIME", "Part time"], ["contractor", "Contractor"]])("%s → %s", (type, label) => {
    expect(employmentLabel(type)).toBe(label);
  });
});
