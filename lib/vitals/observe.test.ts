/**
 * @jest-environment jsdom
 */
import { observeVitals } from "./observe";

type Report = (metric: { name: string; value: number }) => void;
const reporters: Report[] = [];
jest.mock("web-vitals", () => {
  const on = (report: Report) => void reporters.push(report);
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
const sendBeacon = jest.fn<boolean, [string, string]>(() => true);
Object.assign(navigator, { sendBeacon });
Object.assign(performance, { mark: jest.fn(), getEntriesByType: () => [] });

const report = (name: string, value: number) => reporters.forEach((reporter) => reporter({ name, value }));
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
};
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body) }));

describe("observeVitals", () => {
  beforeEach(() => {
    reporters.length = 0;
    sendBeacon.mockClear();
  });

  it("sends what the library reported, once per view, when the page is first hidden", () => {
    visibility = "visible";
    observeVitals("/cities", "/api/vitals");
    report("TTFB", 120);
    report("FCP", 800);
    report("LCP", 1500.5);
    report("INP", 184);
    report("CLS", 0.0123);
    setVisibility("hidden");
    setVisibility("visible");
    report("INP", 400);
    setVisibility("hidden");
    window.dispatchEvent(new Event("pagehide"));
    expect(sent()).toEqual([{
      url: "/api/vitals",
      path: "/cities",
      metrics: [{ name: "TTFB", value: 120 }, { name: "FCP", value: 800 }, { name: "LCP", value: 1500.5 }, { name: "INP", value: 184 }, { name: "CLS", value: 0.0123 }],
    }]);
  });

  it("a view left by navigation (pagehide, then visibilitychange) carries what the library reports on the hiding", () => {
    visibility = "visible";
    observeVitals("/contact");
    report("TTFB", 37);
    report("FCP", 236);
    report("LCP", 236);
    // As web-vitals does: INP and CLS reported by its own visibilitychange listener (window, capture phase).
    const finalise = () => {
      if (visibility !== "hidden") return;
      report("INP", 184);
      report("CLS", 0.05);
    };
    addEventListener("visibilitychange", finalise, true);
    try {
      // A document unloading fires pagehide before it turns hidden.
      window.dispatchEvent(new Event("pagehide"));
      setVisibility("hidden");
    } finally {
      removeEventListener("visibilitychange", finalise, true);
    }
    expect(sent().map(({ metrics }) => metrics)).toEqual([[
      { name: "TTFB", value: 37 }, { name: "FCP", value: 236 }, { name: "LCP", value: 236 }, { name: "INP", value: 184 }, { name: "CLS", value: 0.05 },
    ]]);
  });

  it("a view restored from the back-forward cache is new, and sends its own beacon", () => {
    visibility = "visible";
    observeVitals("/cities");
    report("LCP", 900);
    setVisibility("hidden");
    const restore = new Event("pageshow") as PageTransitionEvent;
    Object.defineProperty(restore, "persisted", { value: true });
    visibility = "visible";
    window.dispatchEvent(restore);
    report("TTFB", 0);
    report("FCP", 30);
    setVisibility("hidden");
    expect(sent().map(({ metrics }) => metrics)).toEqual([[{ name: "LCP", value: 900 }], [{ name: "TTFB", value: 0 }, { name: "FCP", value: 30 }]]);
  });

  it("sends nothing for a view never shown", () => {
    visibility = "hidden";
    observeVitals("/cities");
    report("TTFB", 120);
    report("CLS", 0);
    setVisibility("hidden");
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
