import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBlocks } from "@/components/markdown/MarkdownBlocks";
import examples from "./spec-emphasis.json";

/**
 * Every example of the CommonMark spec's "Emphasis and strong emphasis" section (0.31.2, examples 350–480, input and
 * expected HTML as the spec has them), through the real component. Five examples put raw HTML or an autolink beside
 * the delimiters; the in-app reader shows those as text (never markup from the API), so for them `inApp` is the
 * spec's HTML with that tag or autolink as escaped text: the emphasis, none in all five, is the spec's.
 */
/** Line breaks between tags, React's apostrophe, and the component's own rel on links, which the spec's HTML lacks. */
const normalise = (html: string) =>
  html.replace(/\n(?=<)|(?<=>)\n/g, "").replace(/&#x27;/g, "'").replace(/ rel="noopener noreferrer"/g, "");

describe("CommonMark emphasis and strong emphasis", () => {
  it("holds all 131 of the section's examples", () => {
    expect(examples.map((example) => example.example)).toEqual(Array.from({ length: 131 }, (_, i) => 350 + i));
  });

  it.each(examples.map((example) => [example.example, example.markdown, example.inApp ?? example.html] as const))(
    "example %i",
    (_number, markdown, html) => {
      expect(normalise(renderToStaticMarkup(<MarkdownBlocks>{markdown}</MarkdownBlocks>))).toBe(normalise(html));
    },
  );
});
