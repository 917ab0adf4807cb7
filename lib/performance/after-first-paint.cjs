"use strict";
// The framework's scripts load once the page has painted (README, Benchmark).
//
// A prerendered page is complete in its HTML, so its first paint does not need them. Fetched at once, as Next writes
// them, the hydration scripts (about 140 kB) share a phone's connection with the page's font and images and start
// running before the first frame is shown; the largest paint of every page waited for them. Here the server marks
// the framework's script tags inert (deferFrameworkScripts, in the instance's response pipeline) and one small
// inline script, rendered first in <body> by the root layout, turns them back into scripts once the first
// contentful paint has happened.
const { attributesOf } = require("../../server/inline-scripts.cjs");

/** The type that keeps a deferred framework script inert until the page has painted. */
const DEFERRED_SCRIPT_TYPE = "application/x-after-first-paint";

// In one pass over the page: an empty script element (a framework script has a src and no text) or a <link> tag, either
// naming /_next/static/ before its first `>` (cheap to refuse for every other tag); attribute values may hold `>`.
const CANDIDATE = /<(script|link)\b(?=[^>]*\/_next\/static\/)((?:[^>"']|"[^"]*"|'[^']*')*?)(?:><\/script>|\/?>)/gi;
const FRAMEWORK_PATH = /^\/_next\/static\//;
/** Attributes a framework script tag may carry and still be deferred; any other (integrity, nonce, type…) keeps it as it is. */
const DEFERRABLE_ATTRIBUTES = new Set(["src", "async"]);

const isFrameworkScript = (attributes) =>
  attributes.has("async") && FRAMEWORK_PATH.test(attributes.get("src") ?? "") && [...attributes.keys()].every((name) => DEFERRABLE_ATTRIBUTES.has(name));

const isFrameworkScriptPreload = (attributes) =>
  (attributes.get("rel") ?? "").toLowerCase() === "preload" && (attributes.get("as") ?? "").toLowerCase() === "script" && FRAMEWORK_PATH.test(attributes.get("href") ?? "");

/** What the starting script looks for; a page without it (a build older than the pipeline) is left as it is. */
const STARTER_MARK = `script[type="${DEFERRED_SCRIPT_TYPE}"]`;

/**
 * `html` with each of the framework's async script tags made inert (`<script type=… data-src=…>`) and the framework's
 * script preload hints removed. Any other script or link is left exactly as it was. The src is copied as written,
 * still HTML-encoded, so the browser decodes it as it would have. Only a page that carries the starting script
 * (afterFirstPaintScript) is changed: anywhere else the scripts would never start.
 */
function deferFrameworkScripts(html) {
  if (!html.includes(STARTER_MARK)) return html;
  return html.replace(CANDIDATE, (tag, name, source) => {
    const attributes = attributesOf(source);
    if (name.toLowerCase() === "link") return isFrameworkScriptPreload(attributes) ? "" : tag;
    if (!tag.endsWith("</script>") || !isFrameworkScript(attributes)) return tag;
    return `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${attributes.get("src")}"></script>`;
  });
}

/**
 * The inline script (rendered first in <body> by app/[market]/layout.tsx). It starts at the first contentful paint,
 * or two frames after `load` if there has been none by then (a page showing only a drawn spinner paints nothing
 * "contentful", and some browsers lack paint timing), and waits for the document to be parsed. A page with a hero image
 * (components/layout/HeroImage.tsx, elementtiming="hero"), usually its largest paint, then waits until the browser
 * reports the hero drawn on screen (Element Timing), or, where that API is missing, until it has loaded and a frame
 * has passed. Then every inert tag becomes a real async script, in the same place. Two frames after both the start
 * and `load` it runs in any case, as a hero off screen is never reported; a second run finds nothing left to do.
 */
const afterFirstPaintScript = `(function(){
var d=document,started=false,loaded=false,P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];
addEventListener("load",function(){loaded=true;requestAnimationFrame(function(){requestAnimationFrame(start)})});
function run(){var inert=d.querySelectorAll('${STARTER_MARK}');
for(var i=0;i<inert.length;i++){var s=d.createElement("script");s.src=inert[i].getAttribute("data-src");s.async=true;inert[i].parentNode.replaceChild(s,inert[i])}}
function afterFrame(){requestAnimationFrame(function(){setTimeout(run,0)})}
function afterTwoFrames(){requestAnimationFrame(afterFrame)}
function afterHero(){var hero=d.querySelector('img[elementtiming="hero"]');
if(!hero)return afterFrame();
if(types.indexOf("element")>=0){new P(function(list){if(list.getEntries().some(function(e){return e.identifier==="hero"}))afterFrame()}).observe({type:"element",buffered:true});return}
if(hero.complete)afterFrame();else{hero.addEventListener("load",afterFrame);hero.addEventListener("error",afterFrame)}}
function start(){if(started)return;started=true;
if(loaded)afterTwoFrames();else addEventListener("load",afterTwoFrames);
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterHero);else afterHero()}
if(types.indexOf("paint")>=0)new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true});
})();`;

module.exports = { DEFERRED_SCRIPT_TYPE, STARTER_MARK, afterFirstPaintScript, deferFrameworkScripts };
