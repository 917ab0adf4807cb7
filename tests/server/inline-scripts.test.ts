import crypto from "node:crypto";
import { executableInlineScripts, inlineScriptHashes } from "@/server/inline-scripts.cjs";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("server/inline-scripts.cjs", () => {
  it("hashes every inline script a browser runs, in order, once each", () => {
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
    expect(inlineScriptHashes(html)).toEqual([
      sha256("self.__next_f=self.__next_f||[]"),
      sha256('import "/a.js"'),
      sha256("one()"),
      sha256('self.__next_f.push([1,"<\\/div>"])'),
    ]);
  });

  it("hashes the text as the browser parses it: CRLF and lone CR become LF, non-ASCII as UTF-8", () => {
    const html = '<script>\r\nlet a = "Tēnā koe";\rlet b = 2;\r\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('\nlet a = "Tēnā koe";\nlet b = 2;\n')]);
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
