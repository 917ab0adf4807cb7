import crypto from "node:crypto";
import { executableInlineScripts, inlineScriptHashes } from "@/server/inline-scripts.cjs";
import { isKnownScript } from "@/server/known-scripts.cjs";
import { FONT_BOOTSTRAP } from "@/lib/brand/font-bootstrap.cjs";
import { LIVE_GUARD } from "@/lib/gbfs/live-guard.cjs";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("server/inline-scripts.cjs", () => {
  it("finds every inline script a browser runs, in order", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script type="module">import "/a.js"</script>',
      '<SCRIPT TYPE="text/javascript">one()</SCRIPT >',
      "</head><body>",
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script>self.__next_f.push([1,"<\\/div>"])</script>',
      "</body></html>",
    ].join("");
    expect(executableInlineScripts(html)).toEqual([
      "self.__next_f=self.__next_f||[]",
      'import "/a.js"',
      "one()",
      "self.__next_f=self.__next_f||[]",
      'self.__next_f.push([1,"<\\/div>"])',
    ]);
    // Only the framework's shape is hashed; the others, whoever wrote them, are reported and left out.
    const unknown: string[] = [];
    expect(inlineScriptHashes(html, (script) => unknown.push(script))).toEqual([sha256('self.__next_f.push([1,"<\\/div>"])')]);
    expect(unknown).toEqual(["self.__next_f=self.__next_f||[]", 'import "/a.js"', "one()", "self.__next_f=self.__next_f||[]"]);
  });

  it("hashes the framework's scripts once each, and no script planted beside them", () => {
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/310vm2bl3xxpt.js"],"runtimeModuleIds":[94553]});';
    const known = [
      turbopack,
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      "self.__next_f.push([2,null])",
      FONT_BOOTSTRAP,
      LIVE_GUARD,
    ];
    const planted = "window.__planted=1";
    const html = `<html><body>${[...known, planted].map((text) => `<script>${text}</script>`).join("")}</body></html>`;
    expect(inlineScriptHashes(html)).toEqual([...new Set(known)].map(sha256));
  });

  it("knows a framework shape or the site's own bootstrap only whole: anything added to it, or a chunk list naming other files, is not known", () => {
    for (const text of [
      'self.__next_f.push([1,"x"]);window.__planted=1',
      'self.__next_f.push([1,"x"]),window.__planted=1',
      'self.__next_f.push([1,"x"])//\nwindow.__planted=1',
      "self.__next_f.push([1,window.__planted=1])",
      'self.__next_f.push([9,"x"])',
      'self.__next_f.push([1,"x","y"])',
      "(self.__next_f=self.__next_f||[]).push([0]);window.__planted=1",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1],"x":1});',
      `${FONT_BOOTSTRAP};window.__planted=1`,
      FONT_BOOTSTRAP.replace("brand-font", "x"),
      `${LIVE_GUARD};window.__planted=1`,
      LIVE_GUARD.replace("data-stale-label", "onclick"),
      "window.__planted=1",
    ]) {
      expect([text, isKnownScript(text)]).toEqual([text, false]);
    }
  });

  it("hashes the text as the browser parses it: CRLF and lone CR become LF, non-ASCII as UTF-8", () => {
    const text = 'self.__next_f.push([1,"Tēnā koe\\n"])';
    expect(inlineScriptHashes(`<script>\r\n${text}</script>`)).toEqual([]);
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
    const list = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],\n"runtimeModuleIds":[1]});';
    expect(inlineScriptHashes(`<script>${list.replace("\n", "\r\n")}</script>`)).toEqual([sha256(list)]);
  });

  it("skips JSON-LD, JSON and other data blocks, and scripts with a src", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script type='application/json' id=\"data\">{}</script>",
      '<script type="text/template"><p>hi</p></script>',
      '<script src="/x.js">ignored()</script>',
      "<script src=/y.js></script>",
    ].join("\n");
    expect(executableInlineScripts(html)).toEqual([]);
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("reads attributes whatever their quoting, even with > inside a value", () => {
    const html = [
      '<script nonce="" data-note="a > b" id=_R_>first()</script>',
      "<script type = 'TEXT/JAVASCRIPT' >second()</script>",
      "<script async data-src='not a src'>third()</script>",
      '<script data-x="src=/x.js" type="application/ld+json">{}</script>',
    ].join("");
    expect(executableInlineScripts(html)).toEqual(["first()", "second()", "third()"]);
  });

  it("ends a script at its end tag, not at a mention of one without the closing bracket", () => {
    expect(executableInlineScripts('<script>a("</scripts")</script><p>x</p><script>b()</script\t>')).toEqual(['a("</scripts")', "b()"]);
  });
});
