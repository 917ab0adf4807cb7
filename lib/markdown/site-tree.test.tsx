/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "@/components/markdown/Markdown";
import careersJson from "@/content/facade/careers.json";
import { careersView, JOB_DETAILS_HEADING_SHIFT } from "@/lib/careers";
import type { Career } from "@/lib/facade/contracts";
import { getPrivacy, getTerms } from "@/lib/content/legal";
import { jobPosting } from "@/lib/seo/structured-data";
import { siteMarkdownHtml, type SiteMarkdownOptions } from "./site-tree";

jest.mock("server-only", () => ({}));

const careers = careersJson as Career[];

/** Markup as a browser reads it: React and hast-util-to-html escape differently, the DOM says the same. */
function dom(html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return { html: template.innerHTML, text: template.content.textContent };
}

/** What the page shows for this markdown: the Markdown component's content, without its wrapper. */
const rendered = (markdown: string, { sitePaths = false, headingShift = 0 }: SiteMarkdownOptions) =>
  dom(renderToStaticMarkup(<Markdown sitePaths={sitePaths} headingShift={headingShift as 0} className="">{markdown}</Markdown>).replace(/^<div>|<\/div>$/g, ""));

describe("one markdown pipeline: structured data says what the page shows", () => {
  const view = careersView(careers, "careers@flamingoscooters.co.nz");
  const jobs = view.kind === "list" ? view.jobs : [];

  it.each(careers.map((career) => [career.id]))("the JobPosting description of %s is the page's job details", (id) => {
    const job = jobs.find((candidate) => candidate.id === id)!;
    for (const market of ["nz", "au"] as const) {
      const description = jobPosting(market, job)!.description as string;
      expect(dom(description)).toEqual(rendered(job.details, { headingShift: JOB_DETAILS_HEADING_SHIFT }));
    }
  });

  const legal = (["nz", "au"] as const).flatMap((market) =>
    [["terms", getTerms(market)], ["privacy", getPrivacy(market)]] as const).flatMap(([name, document]) => [
    [`${name} intro`, document.intro, 0],
    ...document.sections.map((section) => [`${name} § ${section.heading}`, section.body, 1] as const),
  ] as [string, string, number][]);

  it.each(legal)("%s: the same HTML from the shared pipeline as on the page", (_, body, headingShift) => {
    expect(dom(siteMarkdownHtml(body, { sitePaths: true, headingShift }))).toEqual(rendered(body, { sitePaths: true, headingShift }));
  });

  it("reads lists after a line of text and links to any web address as CommonMark does", () => {
    expect(siteMarkdownHtml("We offer:\n- free rides")).toBe("<p>We offer:</p>\n<ul>\n<li>free rides</li>\n</ul>");
    expect(siteMarkdownHtml("[x](http://example.org/a)")).toBe('<p><a href="http://example.org/a">x</a></p>');
  });

  it("keeps the page's safety rules: raw HTML as text, no unsafe links, no images", () => {
    const html = siteMarkdownHtml('<b>hi</b> [site](https://example.test) [x](javascript:alert(1)) ![t](https://t.example/p.gif)');
    expect(html).toBe('<p>&#x3C;b>hi&#x3C;/b> <a href="https://example.test">site</a> x </p>');
    expect(dom(html)).toEqual(rendered('<b>hi</b> [site](https://example.test) [x](javascript:alert(1)) ![t](https://t.example/p.gif)', {}));
  });
});
