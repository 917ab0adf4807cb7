"use strict";
// A page's live figures (ready counts, alerts, the map's vehicles) are true when the page is rendered, and the page is
// cached: the instance serves a stale copy while it re-renders (ISR), and the edge serves its own copy while it
// refreshes, so the first visitor after a quiet night would be told what was ready hours ago. The server renders no
// figures whose data is older than LAST_GOOD_MS (lib/gbfs/live.ts); this script holds a served copy to the same rule
// by the visitor's clock. It runs where the parser meets it, before the figures after it are parsed or painted: past
// its `data-until`, it marks <html>, under which app/globals.css hides every element marked `data-live`, so they
// never appear and nothing moves. An element just before the script that carries `data-stale-label` (the map's
// drawing, whose label counts the vehicles) takes that label instead. Without a number in `data-until` it does nothing.
/** After a failed read the last good figures stay, with their time, until their data is this old; a served copy too. */
const LAST_GOOD_MS = 10 * 60_000;
/** The instant after which figures whose data is from `dataTime` (ms) are no longer shown, rendered or served. */
const liveUntil = (dataTime) => dataTime + LAST_GOOD_MS;
/** Set on <html> when the page's figures are too old to show. */
const STALE_ATTRIBUTE = "data-live-stale";
/** The script's whole text: server/known-scripts.cjs allows exactly this text. */
const LIVE_GUARD =
  `(function(s,d){if(Date.now()>+s.dataset.until){d.setAttribute(${JSON.stringify(STALE_ATTRIBUTE)},"");` +
  `var e=s.previousElementSibling;e&&e.hasAttribute("data-stale-label")&&e.setAttribute("aria-label",e.getAttribute("data-stale-label"))}})` +
  `(document.currentScript,document.documentElement)`;

module.exports = { LAST_GOOD_MS, LIVE_GUARD, STALE_ATTRIBUTE, liveUntil };
