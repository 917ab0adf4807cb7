import { rfc822, rssXml } from "./rss";

jest.mock("server-only", () => ({}));

const articles = [
  { id: "old", title: "Older & wiser", date: "2024-01-05", summary: "An <older> story.", type: "Launch" },
  { id: "new", title: "Newest", date: "2025-04-14", summary: "The newest story.", type: "Product" },
];

describe("rssXml", () => {
  const xml = rssXml("au", articles);

  it("links each article on the market's own host, newest first", () => {
    expect(xml.indexOf("<title>Newest</title>")).toBeLessThan(xml.indexOf("<title>Older &amp; wiser</title>"));
    expect(xml).toContain("<link>https://flamingoscooters.com.au/news/new</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://flamingoscooters.com.au/news/new</guid>');
    expect(xml).toContain("<link>https://flamingoscooters.com.au/news</link>");
    expect(xml).toContain('<atom:link href="https://flamingoscooters.com.au/news/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<language>en-au</language>");
  });

  it("escapes text and dates items in RFC 822", () => {
    expect(xml).toContain("<description>An &lt;older&gt; story.</description>");
    expect(xml).toContain("<pubDate>Mon, 14 Apr 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Mon, 14 Apr 2025 00:00:00 GMT</lastBuildDate>");
    expect(rfc822("2024-01-05")).toBe("Fri, 05 Jan 2024 00:00:00 GMT");
  });

  it("is an RSS 2.0 document", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(rssXml("nz", [])).not.toContain("<item>");
  });
});
