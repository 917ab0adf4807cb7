// What one traced page load's first frames held (`npm run bench -- frames`): read from the Chromium trace events of a
// load, all times in ms from the page's navigationStart. Blink's own trace events are the oracle here: which frame
// painted the largest element, how many elements that frame styled and how long its style and layout took, when the
// document's bytes had all reached the renderer and when its parser began, and every style and layout forced outside
// a frame (Blink names the task that forced it).

const ms = (from, ts) => (ts - from) / 1000;
const within = (outer, inner) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The events of the page's main thread that are not inside another event of the same name (no double counting). */
function outermost(events, name) {
  const named = events.filter((event) => event.name === name && event.ph === "X").sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kept = [];
  for (const event of named) if (!kept.some((outer) => within(outer, event))) kept.push(event);
  return kept;
}

/**
 * Summarises one load's trace events (Chromium's "traceEvents"). Needs the categories devtools.timeline, loading,
 * toplevel and blink. Throws when the trace holds no navigation to an http(s) page or no largest contentful paint.
 */
export function summariseTrace(events) {
  const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ""));
  if (!navigation) throw new Error("no navigation to an http(s) page in the trace");
  const { pid, tid, ts: start } = navigation;
  const { documentLoaderURL: url, navigationId } = navigation.args.data;
  const ours = events.filter((event) => event.pid === pid && event.ts >= start);
  const main = ours.filter((event) => event.tid === tid);
  const ofThisNavigation = (event) => event.args?.data?.navigationId === undefined || event.args.data.navigationId === navigationId;
  const fcp = ours.find((event) => event.name === "firstContentfulPaint" && ofThisNavigation(event));
  const lcp = ours.filter((event) => event.name === "largestContentfulPaint::Candidate" && ofThisNavigation(event)).at(-1);
  if (!lcp) throw new Error(`no largest contentful paint for ${url} in the trace`);

  // The frame that painted the largest element: the last paint on the main thread before that paint was presented.
  // Its style and layout are all that ran since the paint before it, in a frame or forced by a task.
  const paints = outermost(main, "LocalFrameView::RunPaintLifecyclePhase").filter((paint) => paint.ts + paint.dur <= lcp.ts);
  const lcpPaint = paints.at(-1);
  const since = paints.at(-2) ? paints.at(-2).ts + paints.at(-2).dur : start;
  const inFrame = (event) => lcpPaint && event.ts >= since && event.ts < lcpPaint.ts;
  const styleAndLayout = outermost(main, "LocalFrameView::UpdateStyleAndLayout").filter(inFrame);
  const lcpFrame = lcpPaint
    ? {
        elements: main.filter((event) => event.name === "Document::updateStyle" && inFrame(event)).reduce((sum, event) => sum + (event.args?.counters?.elementsStyled ?? 0), 0),
        styleLayoutMs: styleAndLayout.reduce((sum, event) => sum + event.dur, 0) / 1000,
      }
    : null;

  const request = events.find((event) => event.name === "ResourceSendRequest" && event.args?.data?.url === url);
  const arrivals = request ? events.filter((event) => event.name === "ResourceReceivedData" && event.args?.data?.requestId === request.args.data.requestId) : [];
  const parses = main.filter((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  const tasks = outermost(main, "ThreadControllerImpl::RunTask");
  const forced = main
    .filter((event) => event.name === "Blink.ForcedStyleAndLayout.UpdateTime" && event.ph === "X")
    .map((event) => {
      const task = tasks.find((candidate) => within(candidate, event));
      return { at: ms(start, event.ts), ms: event.dur / 1000, source: task?.args?.src_func ?? "unknown" };
    });

  return {
    fcp: fcp ? ms(start, fcp.ts) : NaN,
    lcp: ms(start, lcp.ts),
    lcpFrame,
    documentArrived: arrivals.length ? ms(start, Math.max(...arrivals.map((event) => event.ts))) : NaN,
    parserBegan: parses.length ? ms(start, Math.min(...parses.map((event) => event.ts))) : NaN,
    forced,
  };
}
