/** @jest-environment jsdom */
import { renderToStaticMarkup } from "react-dom/server";
import { getPrizeDraw } from "@/lib/content/prize-draw";
import { getPrivacy, getTerms } from "@/lib/content/legal";
import { Markdown } from "./Markdown";
import { MarkdownHtml } from "./MarkdownHtml";

/** Every long text the site renders as an HTML string, with the options its page gives it. */
const TEXTS = [
  ...(["nz", "au"] as const).flatMap((market) =>
    [getTerms(market), getPrivacy(market)].flatMap((document) => document.sections.map((section) => ({ name: `${market} ${section.id}`, body: section.body, headingShift: 1 as const, className: "prose" }))),
  ),
  ...getPrizeDraw().terms.map((section) => ({ name: `10k ${section.id}`, body: section.body, headingShift: 3 as const, className: "" })),
];

/** The document a browser builds from the markup, written back out: the two serialisers escape ' and < differently. */
const parsed = (markup: string) => {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return holder.innerHTML;
};

describe("MarkdownHtml", () => {
  it.each(TEXTS)("writes $name as the document the React renderer (react-markdown) writes", ({ body, headingShift, className }) => {
    const html = renderToStaticMarkup(<MarkdownHtml sitePaths headingShift={headingShift} className={className}>{body}</MarkdownHtml>);
    const elements = renderToStaticMarkup(<Markdown sitePaths headingShift={headingShift} className={className}>{body}</Markdown>);
    expect(parsed(html)).toBe(parsed(elements));
  });

  it("keeps raw HTML as text and drops a link the policy refuses, as the React renderer does", () => {
    const body = 'Hi <script>alert(1)</script> [there](javascript:alert(1)) and [here](/pricing).';
    const html = renderToStaticMarkup(<MarkdownHtml sitePaths>{body}</MarkdownHtml>);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="/pricing">here</a>');
    expect(parsed(html)).toBe(parsed(renderToStaticMarkup(<Markdown sitePaths>{body}</Markdown>)));
  });
});
