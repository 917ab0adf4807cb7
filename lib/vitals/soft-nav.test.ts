/**
 * @jest-environment jsdom
 */
import { vitalsBeacon } from "./beacon";
import { MAX_SOFT_NAV_BEACONS, observeVitals } from "./observe";
import { SOFT_NAV_MEASURE, softNavigations, timeSoftNavigation } from "./soft-nav";

jest.mock("web-vitals", () => ({ onCLS: jest.fn(), onFCP: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() }));

const measures: { name: string; duration: number; entryType: string }[] = [];
Object.assign(performance, {
  mark: jest.fn(),
  measure: jest.fn((name: string, { start, end }: { start: number; end: number }) => void measures.push({ name, duration: end - start, entryType: "measure" })),
  getEntriesByType: (type: string) => (type === "measure" ? measures : []),
});
let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
const sendBeacon = jest.fn<boolean, [string, string]>(() => true);
Object.assign(navigator, { sendBeacon });
const frames: FrameRequestCallback[] = [];
window.requestAnimationFrame = (callback) => frames.push(callback);
const nextFrame = (now: number) => frames.splice(0).forEach((callback) => callback(now));
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
  measures.length = 0;
  frames.length = 0;
  sendBeacon.mockClear();
  document.body.innerHTML = "<h1>Wellington</h1>";
  history.replaceState(null, "", "/city/wellington");
});

describe("timeSoftNavigation", () => {
  it("measures from the tap to the first frame with the new address and a new heading", () => {
    timeSoftNavigation("/pricing?x=1#fares", 1000);
    nextFrame(1016);
    history.pushState(null, "", "/pricing?x=1");
    nextFrame(1100); // the address, but still the old page's heading
    document.body.innerHTML = "<h1>Pricing</h1>";
    nextFrame(1180);
    nextFrame(1200);
    expect(softNavigations()).toEqual([{ path: "/pricing", value: 180 }]);
  });

  it("sees a page of the same template whose heading element stayed, with new text", () => {
    timeSoftNavigation("/city/auckland", 500);
    history.pushState(null, "", "/city/auckland");
    nextFrame(600);
    document.querySelector("h1")!.textContent = "Auckland";
    nextFrame(650);
    expect(softNavigations()).toEqual([{ path: "/city/auckland", value: 150 }]);
  });

  it("times nothing when the tap keeps the page and changes only its query", () => {
    timeSoftNavigation("/city/wellington?view=map", 0);
    expect(frames).toHaveLength(0);
    history.pushState(null, "", "/city/wellington?view=map");
    document.body.innerHTML = "<h1>Wellington</h1>";
    expect(softNavigations()).toEqual([]);
  });

  it("gives up on a navigation that never shows its page", () => {
    timeSoftNavigation("/pricing", 0);
    nextFrame(5_000);
    nextFrame(10_001);
    expect(frames).toHaveLength(0);
    expect(softNavigations()).toEqual([]);
  });
});

describe("observeVitals and soft navigations", () => {
  it("sends each soft navigation once, under the page it went to, as a beacon the endpoint accepts", () => {
    observeVitals("/city/wellington");
    measures.push({ name: `${SOFT_NAV_MEASURE} /pricing`, duration: 143.2, entryType: "measure" });
    setVisibility("hidden");
    setVisibility("visible");
    measures.push({ name: `${SOFT_NAV_MEASURE} /city/auckland`, duration: 97, entryType: "measure" });
    setVisibility("hidden");
    const bodies = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body));
    expect(bodies).toEqual([{ path: "/pricing", metrics: [{ name: "NAV", value: 143.2 }] }, { path: "/city/auckland", metrics: [{ name: "NAV", value: 97 }] }]);
    expect(bodies.map((body) => vitalsBeacon.parse(body).route)).toEqual(["/pricing", "/city/[region]"]);
  });

  it("sends at most MAX_SOFT_NAV_BEACONS at one hiding", () => {
    observeVitals("/");
    for (let i = 0; i < MAX_SOFT_NAV_BEACONS + 5; i++) measures.push({ name: `${SOFT_NAV_MEASURE} /about`, duration: i, entryType: "measure" });
    setVisibility("hidden");
    expect(sendBeacon).toHaveBeenCalledTimes(MAX_SOFT_NAV_BEACONS);
  });
});
