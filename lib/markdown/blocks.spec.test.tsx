import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBlocks } from "@/components/markdown/MarkdownBlocks";
import examples from "./spec-examples.json";

/**
 * The in-app reader against the CommonMark and GFM spec (github/cmark-gfm test/spec.txt): every table example,
 * and the examples of each other construct it reads (spec-examples.json), input and expected HTML as the spec
 * has them. Rendered by the real component, so the test covers what the page shows.
 */
const normalise = (html: string) =>
  html
    .replace(/ \/>/g, "/>")
    .replace(/\n(?=<)|(?<=>)\n/g, "");

/** The component's additions the spec's plain HTML does not have: the table's scroll region, scope, rel. */
const asSpecHtml = (html: string) =>
  normalise(
    html
      .replace(/<div class="[^"]*" role="region" tabindex="0" aria-label="[^"]*">(<table[\s\S]*?<\/table>)<\/div>/g, "$1")
      .replace(/<table class="[^"]*">/g, "<table>")
      .replace(/ scope="col"/g, "")
      .replace(/ style="text-align:(left|center|right)"/g, ' align="$1"')
      .replace(/ rel="noopener noreferrer"/g, "")
      .replace(/&#x27;/g, "'"),
  );

describe("CommonMark and GFM spec examples", () => {
  it.each(examples.map((example, index) => [`${example.section} #${index + 1}`, example.markdown, example.html] as const))("%s", (_name, markdown, html) => {
    expect(asSpecHtml(renderToStaticMarkup(<MarkdownBlocks>{markdown}</MarkdownBlocks>))).toBe(normalise(html));
  });
});
