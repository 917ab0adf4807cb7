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

const OPERATOR = { source: { kind: "operator", id: "feed-0123456789ab" }, cityName: "Wellington" } as const;
const SAMPLE = { source: { kind: "sample", id: "sample" }, cityName: "Wellington" } as const;

describe("LiveNow", () => {
  it("states what it counts, that it comes from the operator's live feed, and the data's time with its zone, then its age", () => {
    render(<LiveNow {...OPERATOR} snapshot={snapshot()} now={NOW} />);
    const block = screen.getByRole("region", { name: "Ready to ride now" });
    expect(block).toHaveTextContent("12 scooters");
    expect(block).toHaveTextContent("1 e-bike");
    expect(block).not.toHaveTextContent("e-bikes");
    expect(block).toHaveTextContent("Vehicles ready to hire in the Wellington service area, from Flamingo's live feed.");
    const time = block.querySelector("time")!;
    expect(time).toHaveAttribute("datetime", "2026-11-28T21:42:00.000Z");
    expect(time).toHaveAttribute("title", "10:42 NZDT");
    // Hydrated (the test renders in a browser's clock): its age by that clock, the zoned time beside it.
    expect(time.textContent).toMatch(/ ago \(10:42 NZDT\)$/);
    expect(block.closest("[data-gbfs-source]")).toHaveAttribute("data-gbfs-source", "feed-0123456789ab");
  });

  it("renders the zoned time into the HTML, before any script", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<LiveNow {...OPERATOR} snapshot={snapshot()} now={NOW} />);
    expect(html).toMatch(/Updated <time[^>]*>10:42 NZDT<\/time>/);
  });

  it("calls sample figures samples, stamps no time on them, and marks sample alerts", () => {
    const alerts = [{ id: "a", summary: "Waterfront closed", times: [] }];
    const { container } = render(<LiveNow {...SAMPLE} snapshot={snapshot({ alerts })} now={NOW} />);
    const block = screen.getByRole("region", { name: "Sample figures, not the fleet" });
    expect(block).toHaveTextContent("12 scooters");
    expect(block).toHaveTextContent("not Flamingo's vehicles in Wellington");
    expect(screen.queryByRole("region", { name: "Ready to ride now" })).toBeNull();
    expect(container.querySelector("time")).toBeNull();
    expect(container).not.toHaveTextContent(/Updated|ready now|ready to hire|\d\d:\d\d/i);
    expect(screen.getByRole("list", { name: "Sample service alerts" })).toHaveTextContent("Sample, not a real alert: Waterfront closed");
    expect(container.querySelector("[data-gbfs-source]")).toHaveAttribute("data-gbfs-source", "sample");
  });

  it("leaves e-bikes out where the system has none", () => {
    render(<LiveNow {...OPERATOR} snapshot={snapshot({ ebikes: 0, hasEbikes: false })} now={NOW} />);
    expect(screen.getByRole("region", { name: "Ready to ride now" })).not.toHaveTextContent("e-bike");
  });

  it("shows only the alerts in force, and links only web addresses", () => {
    const alerts = [
      { id: "a", summary: "Waterfront closed", description: "An event.", url: "https://example.org/a", times: [] },
      { id: "b", summary: "Script link", url: "javascript:alert(1)", times: [] },
      { id: "c", summary: "Ended yesterday", times: [{ start: NOW - 2 * 86400_000, end: NOW - 86400_000 }] },
      { id: "d", summary: "Starts tomorrow", times: [{ start: NOW + 86400_000 }] },
    ];
    render(<LiveNow {...OPERATOR} snapshot={snapshot({ alerts })} now={NOW} />);
    const list = screen.getByRole("list", { name: "Service alerts" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByText("Waterfront closed")).toBeInTheDocument();
    expect(screen.queryByText("Ended yesterday")).toBeNull();
    expect(screen.queryByText("Starts tomorrow")).toBeNull();
    expect(screen.getAllByRole("link", { name: "More about this alert" }).map((link) => link.getAttribute("href"))).toEqual(["https://example.org/a"]);
  });

  it("has no alert list when none is in force", () => {
    render(<LiveNow {...OPERATOR} snapshot={snapshot()} now={NOW} />);
    expect(screen.queryByRole("list", { name: "Service alerts" })).toBeNull();
  });

  it("puts its guard before the figures, with the instant they go out of date, and marks the figures it hides", () => {
    const { container } = render(<LiveNow {...OPERATOR} snapshot={snapshot({ alerts: [{ id: "a", summary: "Waterfront closed", times: [] }] })} now={NOW} />);
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
