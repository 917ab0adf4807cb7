/** @jest-environment node */
import { DEFERRED_SCRIPT_TYPE, afterFirstPaintScript, deferFrameworkScripts } from "./after-first-paint.cjs";

const inert = (src: string) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`;
/** The starting script, as the root layout renders it: a page without it is never changed. */
const STARTER = `<script>${afterFirstPaintScript}</script>`;
const defer = (html: string) => deferFrameworkScripts(STARTER + html).slice(STARTER.length);

describe("deferFrameworkScripts", () => {
  it("changes nothing in a page without the script that starts them (an older build)", () => {
    const html = '<head><script src="/_next/static/chunks/a.js" async=""></script></head>';
    expect(deferFrameworkScripts(html)).toBe(html);
  });

  it("makes the framework's async script tags inert, wherever they are, keeping their src as written", () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Hi</p>' +
      '<script src="/_next/static/chunks/b.js?dpl=v7&amp;x=1" async=""></script></body>';
    expect(defer(html)).toBe(`<head>${inert("/_next/static/chunks/a.js")}</head><body><p>Hi</p>${inert("/_next/static/chunks/b.js?dpl=v7&amp;x=1")}</body>`);
  });

  it("drops the framework's script preload hints and keeps every other hint", () => {
    const font = '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>';
    const html = `${font}<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><link rel="preload" as="script" href="https://example.com/x.js"/>`;
    expect(defer(html)).toBe(`${font}<link rel="preload" as="script" href="https://example.com/x.js"/>`);
  });

  it("leaves alone what it must not delay or cannot copy: inline scripts, module fallbacks, other origins, extra attributes", () => {
    const untouched = [
      '<script>self.__next_f.push([1,"<\\u002fscript>"])</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://maps.googleapis.com/maps/api/js" async=""></script>',
      '<script src="/_next/static/chunks/a.js"></script>',
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x" crossorigin=""></script>',
      '<script type="application/ld+json">{"a":"<b>"}</script>',
    ].join("");
    expect(defer(untouched)).toBe(untouched);
  });

  it("reads an attribute value holding `>` as part of the tag", () => {
    expect(defer('<script data-x="a>b" src="/_next/static/chunks/a.js" async=""></script>')).toBe(
      '<script data-x="a>b" src="/_next/static/chunks/a.js" async=""></script>',
    );
  });
});

describe("the script that starts them", () => {
  it("is valid JavaScript that names the same inert type", () => {
    expect(() => new Function(afterFirstPaintScript)).not.toThrow();
    expect(afterFirstPaintScript).toContain(`script[type="${DEFERRED_SCRIPT_TYPE}"]`);
  });
});
