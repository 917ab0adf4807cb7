/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { Snapshot } from "@/lib/gbfs/snapshot";
import { LAST_GOOD_MS, LIVE_GUARD } from "@/lib/gbfs/live-guard.cjs";
import { LiveNow } from "./LiveNow";

const NOW = Date.parse("2026-11-28T21:42:30Z");
const snapshot = (overrides: Partial<Snapshot> = {}): Snapshot => ({
  systemId: "flamingo-wellington",
  timezone: "Pacific/Auckland",
  dataTime: Date.parse("2026-11-28T21:42:00Z"),
  scooters: 12,
  ebikes: 1,
  hasEbikes: true,
  points: { scooters: [], ebikes: [] },
  alerts: [],
  scooterFare: null,
  license: {},
  ...overrides,
});

describe("LiveNow", () => {
  it("states the counts and the data's time in the city's zone", () => {
    render(<LiveNow snapshot={snapshot()} now={NOW} />);
    const block = screen.getByRole("region", { name: "Ready to ride now" });
    expect(block).toHaveTextContent("12 scooters");
    expect(block).toHaveTextContent("1 e-bike");
    expect(block).not.toHaveTextContent("e-bikes");
    expect(screen.getByText("10:42")).toHaveAttribute("datetime", "2026-11-28T21:42:00.000Z");
  });

  it("leaves e-bikes out where the system has none", () => {
    render(<LiveNow snapshot={snapshot({ ebikes: 0, hasEbikes: false })} now={NOW} />);
    expect(screen.getByRole("region", { name: "Ready to ride now" })).not.toHaveTextContent("e-bike");
  });

  it("shows only the alerts in force, and links only web addresses", () => {
    const alerts = [
      { id: "a", summary: "Waterfront closed", description: "An event.", url: "https://example.org/a", times: [] },
      { id: "b", summary: "Script link", url: "javascript:alert(1)", times: [] },
      { id: "c", summary: "Ended yesterday", times: [{ start: NOW - 2 * 86400_000, end: NOW - 86400_000 }] },
      { id: "d", summary: "Starts tomorrow", times: [{ start: NOW + 86400_000 }] },
    ];
    render(<LiveNow snapshot={snapshot({ alerts })} now={NOW} />);
    const list = screen.getByRole("list", { name: "Service alerts" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByText("Waterfront closed")).toBeInTheDocument();
    expect(screen.queryByText("Ended yesterday")).toBeNull();
    expect(screen.queryByText("Starts tomorrow")).toBeNull();
    expect(screen.getAllByRole("link", { name: "More about this alert" }).map((link) => link.getAttribute("href"))).toEqual(["https://example.org/a"]);
  });

  it("has no alert list when none is in force", () => {
    render(<LiveNow snapshot={snapshot()} now={NOW} />);
    expect(screen.queryByRole("list", { name: "Service alerts" })).toBeNull();
  });

  it("puts its guard before the figures, with the instant they go out of date, and marks the figures it hides", () => {
    const { container } = render(<LiveNow snapshot={snapshot({ alerts: [{ id: "a", summary: "Waterfront closed", times: [] }] })} now={NOW} />);
    const [guard, figures] = [...container.children];
    expect(guard!.tagName).toBe("SCRIPT");
    expect(guard!.textContent).toBe(LIVE_GUARD);
    expect(guard).toHaveAttribute("data-until", String(Date.parse("2026-11-28T21:42:00Z") + LAST_GOOD_MS));
    // One marked element holds the alerts and the counts, so both go together.
    expect(figures).toHaveAttribute("data-live");
    expect(figures).toContainElement(screen.getByRole("list", { name: "Service alerts" }));
    expect(figures).toContainElement(screen.getByRole("region", { name: "Ready to ride now" }));
  });
});
