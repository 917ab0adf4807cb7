"use strict";
// What a page loads only once it has painted: the framework's scripts and the web font (README, Benchmark).
//
// A prerendered page is complete in its HTML, so its first paint needs neither. Fetched at once, as Next writes
// them, the hydration scripts (about 140 kB) and the font (27 kB) share a phone's connection with the page's own
// images and are run or decoded before the first frame; the largest paint of every page waited for them. Here the
// server marks the framework's script tags inert (deferFrameworkScripts, in the instance's response pipeline) and
// one small inline script, rendered first in <body> by the root layout, turns them back into scripts once the
// first contentful paint has happened, and only then lets the text use the web font (the fallback is scaled to its
// metrics, so nothing moves when it swaps). A visitor who has had the font this session gets it from the start.
const { attributesOf } = require("../../server/inline-scripts.cjs");

/** The type that keeps a deferred framework script inert until the page has painted. */
const DEFERRED_SCRIPT_TYPE = "application/x-after-first-paint";
/** sessionStorage key: the web font was loaded in this session, so it is in the HTTP cache. */
const WEB_FONT_SESSION_KEY = "flamingo:web-font";

// An empty script element (a framework script has a src and no text) and any <link> tag; attribute values may hold `>`.
const EMPTY_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)><\/script>/gi;
const LINK = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;
const FRAMEWORK_PATH = /^\/_next\/static\//;
/** Attributes a framework script tag may carry and still be deferred; any other (integrity, nonce, type…) keeps it as it is. */
const DEFERRABLE_ATTRIBUTES = new Set(["src", "async"]);

const isFrameworkScript = (attributes) =>
  attributes.has("async") && FRAMEWORK_PATH.test(attributes.get("src") ?? "") && [...attributes.keys()].every((name) => DEFERRABLE_ATTRIBUTES.has(name));

const isFrameworkScriptPreload = (attributes) =>
  (attributes.get("rel") ?? "").toLowerCase() === "preload" && (attributes.get("as") ?? "").toLowerCase() === "script" && FRAMEWORK_PATH.test(attributes.get("href") ?? "");

/**
 * `html` with each of the framework's async script tags made inert (`<script type=… data-src=…>`) and the framework's
 * script preload hints removed. Any other script or link is left exactly as it was. The src is copied as written,
 * still HTML-encoded, so the browser decodes it as it would have.
 */
function deferFrameworkScripts(html) {
  return html
    .replace(EMPTY_SCRIPT, (tag, source) => {
      const attributes = attributesOf(source);
      if (!isFrameworkScript(attributes)) return tag;
      return `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${attributes.get("src")}"></script>`;
    })
    .replace(LINK, (tag, source) => (isFrameworkScriptPreload(attributesOf(source)) ? "" : tag));
}

/**
 * The inline script (rendered by app/[market]/layout.tsx with the font's class name in data-font-class). It starts
 * at the first contentful paint, or at `load` where paint timing is missing, and after the document is parsed: every
 * inert tag then becomes a real async script, in the same place.
 */
const afterFirstPaintScript = `(function(){
var d=document,root=d.documentElement,me=d.currentScript,font=me&&me.getAttribute("data-font-class"),started=false;
function useFont(){if(!font||root.classList.contains(font))return;root.classList.add(font);
if(d.fonts)d.fonts.ready.then(function(){try{sessionStorage.setItem(${JSON.stringify(WEB_FONT_SESSION_KEY)},"1")}catch(e){}})}
try{if(sessionStorage.getItem(${JSON.stringify(WEB_FONT_SESSION_KEY)}))useFont()}catch(e){}
function run(){var inert=d.querySelectorAll('script[type="${DEFERRED_SCRIPT_TYPE}"]');
for(var i=0;i<inert.length;i++){var s=d.createElement("script");s.src=inert[i].getAttribute("data-src");s.async=true;inert[i].parentNode.replaceChild(s,inert[i])}}
function start(){if(started)return;started=true;useFont();
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}
addEventListener("load",start);
try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){}
})();`;

module.exports = { DEFERRED_SCRIPT_TYPE, WEB_FONT_SESSION_KEY, afterFirstPaintScript, deferFrameworkScripts };
