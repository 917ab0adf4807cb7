import { summariseTrace, type TraceEvent } from "../scripts/bench/trace.mjs";

// A load traced as Chromium writes it, in microseconds: navigation at t0, the document's bytes, two parser slices, an
// empty first frame, a frame of the header (FCP), a style and layout forced by a font task, then the frame of the
// whole page that paints the largest element.
const T0 = 1_000_000;
const URL = "http://flamingoscooters.co.nz:3000/pricing";
const at = (ms: number) => T0 + ms * 1000;
const main = (name: string, startMs: number, durMs: number, args: Record<string, unknown> = {}): TraceEvent => ({ name, ph: "X", pid: 1, tid: 7, ts: at(startMs), dur: durMs * 1000, args });
const styled = (startMs: number, count: number) => main("Document::updateStyle", startMs, 1, { counters: { elementsStyled: count } });
const frame = (startMs: number, styleLayoutMs: number, elements: number): TraceEvent[] => [
  main("LocalFrameView::UpdateStyleAndLayout", startMs, styleLayoutMs),
  styled(startMs, elements),
  main("LocalFrameView::RunPaintLifecyclePhase", startMs + styleLayoutMs, 5),
];
const EVENTS: TraceEvent[] = [
  { name: "navigationStart", ph: "R", pid: 0, tid: 1, ts: at(-50), args: { data: { isLoadingMainFrame: true, documentLoaderURL: "" } } },
  { name: "navigationStart", ph: "R", pid: 1, tid: 7, ts: T0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: URL, navigationId: "n1" } } },
  { name: "ResourceSendRequest", ph: "I", pid: 2, tid: 3, ts: at(5), args: { data: { requestId: "r1", url: URL } } },
  { name: "ResourceReceivedData", ph: "I", pid: 2, tid: 3, ts: at(250), args: { data: { requestId: "r1" } } },
  { name: "ResourceReceivedData", ph: "I", pid: 2, tid: 3, ts: at(290), args: { data: { requestId: "r1" } } },
  { name: "ResourceReceivedData", ph: "I", pid: 2, tid: 3, ts: at(300), args: { data: { requestId: "other" } } },
  main("ParseHTML", 320, 40, { beginData: { url: URL } }),
  ...frame(370, 10, 4),
  main("ParseHTML", 400, 10, { beginData: { url: URL } }),
  ...frame(420, 60, 30),
  { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 7, ts: at(500), args: { data: { navigationId: "n1" } } },
  { name: "largestContentfulPaint::Candidate", ph: "R", pid: 1, tid: 7, ts: at(500), args: { data: { navigationId: "n1" } } },
  main("ThreadControllerImpl::RunTask", 510, 101, { src_func: "HandlePendingEventsAndPromisesSoon" }),
  main("Blink.ForcedStyleAndLayout.UpdateTime", 510, 100),
  main("LocalFrameView::UpdateStyleAndLayout", 510, 100),
  main("LocalFrameView::UpdateStyleAndLayout", 520, 50),
  styled(511, 300),
  ...frame(620, 40, 20),
  { name: "largestContentfulPaint::Candidate", ph: "R", pid: 1, tid: 7, ts: at(700), args: { data: { navigationId: "n1" } } },
  // Another navigation's paint in the same renderer is not this load's.
  { name: "largestContentfulPaint::Candidate", ph: "R", pid: 1, tid: 7, ts: at(900), args: { data: { navigationId: "n2" } } },
];

describe("one traced load's frames (scripts/bench/trace.mjs)", () => {
  const summary = summariseTrace(EVENTS);

  it("times the paints from the page's own navigation, and takes the load's last largest paint", () => {
    expect(summary.fcp).toBe(500);
    expect(summary.lcp).toBe(700);
  });

  it("counts what ran since the paint before the largest one: the forced layout and the frame, nested work once", () => {
    expect(summary.lcpFrame).toEqual({ elements: 320, styleLayoutMs: 140 });
  });

  it("says when the document had all arrived and when its parser began", () => {
    expect(summary.documentArrived).toBe(290);
    expect(summary.parserBegan).toBe(320);
  });

  it("names the task that forced a style and layout", () => {
    expect(summary.forced).toEqual([{ at: 510, ms: 100, source: "HandlePendingEventsAndPromisesSoon" }]);
  });

  it("has no frame to name when nothing was painted before the largest paint", () => {
    const early = EVENTS.filter((event) => event.name !== "LocalFrameView::RunPaintLifecyclePhase");
    expect(summariseTrace(early).lcpFrame).toBeNull();
  });

  it("refuses a trace without a page's navigation or without a largest paint", () => {
    expect(() => summariseTrace(EVENTS.filter((event) => event.name !== "navigationStart"))).toThrow(/no navigation/);
    expect(() => summariseTrace(EVENTS.filter((event) => event.name !== "largestContentfulPaint::Candidate"))).toThrow(/no largest contentful paint/);
  });
});
