/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { fail, ok, type Result } from "@/lib/facade/backend";
import type { Career } from "@/lib/facade/contracts";
import CareersPage from "./page";

jest.mock("server-only", () => ({}));

let answer: () => Promise<Result<Career[]>>;
jest.mock("@/lib/facade/server", () => ({ ...jest.requireActual("@/lib/facade/server"), facade: () => ({ careers: () => answer() }) }));

const redirect = jest.fn();
jest.mock("next/navigation", () => ({ redirect: (location: string) => redirect(location) }));

const jobs: Career[] = [
  { id: "mechanic", title: "Fleet Mechanic (Dunedin)", details: "## What you'll do\n\n- Fix scooters\n\n<script>alert(1)</script>", applyUrl: "https://jobs.example/15", location: "Dunedin", employmentType: "FULL_TIME" },
  { id: "support", title: "Customer Support Specialist", details: "Help riders by phone.", applyUrl: undefined },
];

const renderPage = async (market: "nz" | "au") => render(await CareersPage({ params: Promise.resolve({ market }) }));

beforeEach(() => redirect.mockClear());

describe("careers page", () => {
  it("lists each opening with an anchor, its details and Apply Now", async () => {
    answer = async () => ok(jobs);
    await renderPage("au");

    expect(screen.getByRole("heading", { level: 1, name: "Careers" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Current Openings" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Current openings" });
    expect(within(nav).getByRole("link", { name: /Fleet Mechanic \(Dunedin\)/ })).toHaveAttribute("href", "#job-mechanic");
    expect(within(nav).getByRole("link", { name: /Customer Support Specialist/ })).toHaveAttribute("href", "#job-support");

    const mechanic = screen.getByRole("article", { name: "Fleet Mechanic (Dunedin)" });
    expect(mechanic).toHaveAttribute("id", "job-mechanic");
    expect(within(mechanic).getByRole("heading", { level: 4, name: "What you'll do" })).toBeInTheDocument();
    expect(within(mechanic).getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(mechanic.querySelector("script")).toBeNull();
    const apply = within(mechanic).getByRole("link", { name: /Apply Now/ });
    expect(apply).toHaveAttribute("href", "https://jobs.example/15");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", "noopener noreferrer");

    const support = screen.getByRole("article", { name: "Customer Support Specialist" });
    expect(within(support).getByRole("link", { name: /Apply Now/ })).toHaveAttribute(
      "href",
      "mailto:careers@flamingoscooters.com.au?subject=Application%3A%20Customer%20Support%20Specialist",
    );
    expect(screen.queryByText("There are no current openings.")).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("says there are no current openings when the list is empty", async () => {
    answer = async () => ok([]);
    await renderPage("nz");

    expect(screen.getByText("There are no current openings.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Current openings" })).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByRole("link", { name: "careers@flamingoscooters.co.nz" })).toHaveAttribute("href", "mailto:careers@flamingoscooters.co.nz");
  });

  const failures = [
    ["answers with an error", async () => fail(503, "unavailable")],
    ["throws", async () => Promise.reject(new Error("timeout"))],
  ] as const;

  it.each(failures)("while building, when the call %s: no openings, a note with the mailbox, no redirect", async (_label, failing) => {
    answer = failing as () => Promise<Result<Career[]>>;
    await renderPage("nz");
    expect(screen.getByRole("heading", { level: 2, name: "Current Openings" })).toBeInTheDocument();
    expect(screen.getByText(/couldn't load our current openings/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "careers@flamingoscooters.co.nz" })).toHaveAttribute("href", "mailto:careers@flamingoscooters.co.nz");
    expect(screen.queryByText("There are no current openings.")).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each(failures)("on a refresh, when the call %s: the render fails so the last good page is kept", async (_label, failing) => {
    answer = failing as () => Promise<Result<Career[]>>;
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      await expect(renderPage("nz")).rejects.toThrow("keeping the last good page");
    } finally {
      env.NODE_ENV = saved;
    }
    expect(redirect).not.toHaveBeenCalled();
  });
});
