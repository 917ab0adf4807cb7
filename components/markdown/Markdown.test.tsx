import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "./Markdown";

const html = (markdown: string, props: Partial<Parameters<typeof Markdown>[0]> = {}) =>
  renderToStaticMarkup(<Markdown {...props}>{markdown}</Markdown>);

describe("Markdown", () => {
  it("renders headings, lists, emphasis and safe links", () => {
    const out = html("## What you'll do\n\n- **Collect** scooters\n- Read [the guide](https://example.org/guide)\n\nEmail [us](mailto:careers@flamingoscooters.co.nz).");
    expect(out).toContain("<h2>What you&#x27;ll do</h2>");
    expect(out).toContain("<li><strong>Collect</strong> scooters</li>");
    expect(out).toContain('<a href="https://example.org/guide">the guide</a>');
    expect(out).toContain('<a href="mailto:careers@flamingoscooters.co.nz">us</a>');
  });

  it("shows raw HTML as text instead of executing it", () => {
    const out = html('Hello <script>alert("x")</script> and <img src=x onerror="alert(1)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
    expect(out).toContain("&lt;img src=x onerror=");
  });

  it("drops dangerous and non-web links but keeps their text", () => {
    const out = html("[one](javascript:alert(1)) [two](data:text/html,hi) [three](/discounts) [four](ftp://example.com/file)");
    expect(out).not.toContain("<a");
    expect(out).toContain("one two three four");
  });

  it("keeps site paths only for the site's own markdown", () => {
    expect(html("[discounts](/discounts)", { sitePaths: true })).toContain('<a href="/discounts">discounts</a>');
  });

  it("drops images, including their URLs", () => {
    const out = html("Before ![tracker](https://tracker.example/pixel.gif) after");
    expect(out).not.toContain("tracker.example");
    expect(out).not.toContain("<img");
  });

  it("moves headings down to nest under the page's own", () => {
    const out = html("# Top\n\n## About the role\n\n###### Deepest", { headingShift: 2 });
    expect(out).toContain("<h3>Top</h3>");
    expect(out).toContain("<h4>About the role</h4>");
    expect(out).toContain("<h6>Deepest</h6>");
  });

  it("wraps the output in the prose style unless told otherwise", () => {
    expect(html("Hi")).toBe('<div class="prose"><p>Hi</p></div>');
    expect(html("Hi", { className: "terms" })).toBe('<div class="terms"><p>Hi</p></div>');
  });
});
