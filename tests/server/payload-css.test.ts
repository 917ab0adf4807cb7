import fc from "fast-check";
import { withoutPayloadCss } from "@/server/payload-css.cjs";

const CSS = ".hero{color:#ff206e}.note::after{content:\"→\"}";
const PATH = "M7.03.08c-1.27.06-2.14.26-2.91.56";
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;
const styleRow = (id: string, href: string, text: string) =>
  `${id}:["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${text}"}]\n`;

/** A page as Next writes it: the inlined <style>, then its flight data cut into pushes at `cuts` (offsets). */
function page(flight: string, cuts: number[], dataHref = "/_next/static/chunks/site.css") {
  const pieces = [0, ...cuts, flight.length].slice(1).map((end, i, ends) => flight.slice(i ? ends[i - 1] : 0, end));
  const pushes = pieces.map((piece) => `<script>self.__next_f.push(${JSON.stringify([1, piece]).replace(/</g, "\\u003c")})</script>`);
  return `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${dataHref}">${CSS}</style></head><body><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join("")}</body></html>`;
}

/** The flight text of a page, all pushes joined. */
const flightOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "[]")[1] as string).join("");

/** Walks the rows as React does, checking every text row's byte length; returns each text row's text by id. */
function textRows(flight: string) {
  const bytes = Buffer.from(flight, "utf8");
  const rows: Record<string, string> = {};
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at);
    const id = bytes.toString("utf8", at, colon);
    if (bytes[colon + 1] === "T".charCodeAt(0)) {
      const comma = bytes.indexOf(",", colon);
      const end = comma + 1 + parseInt(bytes.toString("utf8", colon + 2, comma), 16);
      rows[id] = bytes.toString("utf8", comma + 1, end);
      at = end;
    } else at = bytes.indexOf("\n", colon) + 1;
  }
  return rows;
}

const FLIGHT =
  ':HL["/_next/static/media/font.woff2","font"]\n' +
  '1:"$Sreact.fragment"\n' +
  row("7", CSS) +
  styleRow("8", "/_next/static/chunks/site.css", "7") +
  row("9", PATH) +
  '0:["$","svg",null,{"children":["$","path",null,{"d":"$9"}]}]\n';

describe("server/payload-css.cjs", () => {
  it("empties the text row of a stylesheet the document has inlined, even when the row spans pushes", () => {
    const cssAt = FLIGHT.indexOf(CSS);
    const html = page(FLIGHT, [cssAt + 5, cssAt + 20]);
    const out = withoutPayloadCss(html);
    const rows = textRows(flightOf(out));
    expect(rows["7"]).toBe("");
    // Other text rows (an icon's path) and every other row are kept as they were.
    expect(rows["9"]).toBe(PATH);
    expect(flightOf(out)).toBe(FLIGHT.replace(row("7", CSS), "7:T0,"));
    expect(out).toContain(`<style data-precedence="next" data-href="/_next/static/chunks/site.css">${CSS}</style>`);
    expect(out.length).toBeLessThan(html.length);
  });

  it("empties a stylesheet's CSS written inline as its element's children, and keeps one the document does not carry", () => {
    const inline = (href: string) => `["$","style","1",{"nonce":"$undefined","precedence":"next","href":"${href}","children":${JSON.stringify(CSS)}}]`;
    const flight = `2:[${inline("/_next/static/chunks/site.css")},${inline("/_next/static/chunks/other.css")}]\n` + row("9", PATH);
    const out = flightOf(withoutPayloadCss(page(flight, [40])));
    expect(out).toBe(flight.replace(`"children":${JSON.stringify(CSS)}}],[`, `"children":""}],[`));
    expect(textRows(out)["9"]).toBe(PATH);
  });

  // The oracle is JSON.parse, the parser React's own rows go through: whatever the CSS holds (quotes, backslashes,
  // non-Latin text, "$" after the first character) and wherever Next cuts the data into pushes, the row still parses,
  // the inlined stylesheet's children are "", the other's are its CSS unchanged, and the text row after is intact.
  it("leaves every row parseable and only the inlined stylesheet's children empty, for any CSS and any cuts", () => {
    const cssText = fc.string({ unit: fc.constantFrom("a", "{", "}", ":", '"', "\\", "$", "→", "é", "\n", " ", ";") }).filter((text) => !text.startsWith("$"));
    fc.assert(
      fc.property(cssText, cssText, fc.array(fc.nat(), { maxLength: 4 }), (mine, theirs, cuts) => {
        const style = (key: string, href: string, text: string) => ["$", "style", key, { nonce: "$undefined", precedence: "next", href, children: text }];
        const flight = `2:${JSON.stringify([style("1", "/_next/static/chunks/site.css", mine), style("2", "/_next/static/chunks/other.css", theirs)])}\n` + row("9", PATH);
        const at = [...new Set(cuts.map((cut) => cut % flight.length))].filter(Boolean).sort((a, b) => a - b);
        const out = flightOf(withoutPayloadCss(page(flight, at)));
        const [first = "", ...rest] = out.split("\n");
        expect(JSON.parse(first.slice(2))).toEqual([style("1", "/_next/static/chunks/site.css", ""), style("2", "/_next/static/chunks/other.css", theirs)]);
        expect(rest.join("\n")).toBe(row("9", PATH));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the text of a stylesheet the document does not carry (React would insert it from the payload)", () => {
    const html = page(FLIGHT, [10], "/_next/static/chunks/other.css");
    expect(withoutPayloadCss(html)).toBe(html);
  });

  it("matches an href among several in one data-href", () => {
    const html = page(FLIGHT, [], "/_next/static/chunks/a.css /_next/static/chunks/site.css");
    expect(textRows(flightOf(withoutPayloadCss(html)))["7"]).toBe("");
  });

  it("leaves a page alone when its flight data is not of the shape it knows", () => {
    const binary = page(FLIGHT, []).replace("</body>", "<script>self.__next_f.push([3,\"AAEC\"])</script></body>");
    expect(withoutPayloadCss(binary)).toBe(binary);
    const cut = page(row("7", CSS).slice(0, 20) + "\n" + styleRow("8", "/_next/static/chunks/site.css", "7"), []);
    expect(withoutPayloadCss(cut)).toBe(cut);
    const plain = "<!DOCTYPE html><html><body><p>No flight</p></body></html>";
    expect(withoutPayloadCss(plain)).toBe(plain);
  });

  it("escapes the rewritten pushes as Next does, so no text can close the script", () => {
    const flight = row("7", CSS) + styleRow("8", "/_next/static/chunks/site.css", "7") + '2:["$","p",null,{"children":"</script><b>"}]\n';
    const out = withoutPayloadCss(page(flight, []));
    expect(out).not.toContain("</script><b>");
    expect(flightOf(out)).toContain('"children":"</script><b>"');
  });
});
