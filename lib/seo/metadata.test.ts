import { marketHost, pageMetadata } from "./metadata";

jest.mock("server-only", () => ({}));

describe("pageMetadata", () => {
  it("canonical, alternates, Open Graph and Twitter all point at the market's own host", () => {
    const meta = pageMetadata({ market: "au", path: "/city/wellington", title: "Wellington", description: "Ride in Wellington." });
    expect(meta.alternates?.canonical).toBe("https://flamingoscooters.com.au/city/wellington");
    expect(meta.alternates?.languages).toEqual({
      "en-NZ": "https://flamingoscooters.co.nz/city/wellington",
      "en-AU": "https://flamingoscooters.com.au/city/wellington",
      "x-default": "https://flamingoscooters.co.nz/city/wellington",
    });
    expect(meta.openGraph).toMatchObject({ url: "https://flamingoscooters.com.au/city/wellington", title: "Wellington | Flamingo", locale: "en_AU" });
    const image = { url: "https://flamingoscooters.com.au/og/city/wellington.png", width: 1200, height: 630, type: "image/png" };
    expect(meta.openGraph?.images).toEqual([expect.objectContaining(image)]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: [expect.objectContaining(image)] });
  });

  it("canonicalises an event alias to its promo", () => {
    const meta = pageMetadata({ market: "nz", path: "/event/flappy", title: "Flappy Flamingo", description: "Play." });
    expect(meta.alternates?.canonical).toBe("https://flamingoscooters.co.nz/promo/flappy");
    expect(meta.alternates?.languages).toMatchObject({ "en-AU": "https://flamingoscooters.com.au/promo/flappy" });
  });

  it("keeps noindex pages out of search without alternates", () => {
    const meta = pageMetadata({ market: "nz", path: "/download", title: "Download", description: "Get the app.", noindex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.languages).toBeUndefined();
    expect(meta.alternates?.canonical).toBe("https://flamingoscooters.co.nz/download");
  });

  it("links the RSS feed from the news pages only", () => {
    const feed = { "application/rss+xml": [{ url: "https://flamingoscooters.com.au/news/rss.xml", title: "Flamingo News" }] };
    expect(pageMetadata({ market: "au", path: "/news", title: "News", description: "News." }).alternates?.types).toEqual(feed);
    expect(pageMetadata({ market: "au", path: "/news/flamingo-gen-5", title: "Gen 5", description: "News." }).alternates?.types).toEqual(feed);
    expect(pageMetadata({ market: "au", path: "/newsletter", title: "x", description: "x" }).alternates?.types).toBeUndefined();
  });

  it("names no <title> for a page that renders its own, keeping the share cards' title", () => {
    const meta = pageMetadata({ market: "nz", path: "/join-plan", title: "Join", description: "Join.", noindex: true, titleFromPage: true });
    expect(meta.title).toEqual({ absolute: "" });
    expect(meta.openGraph?.title).toBe("Join | Flamingo");
    expect(meta.twitter?.title).toBe("Join | Flamingo");
  });

  it("names the host without scheme", () => {
    expect(marketHost("nz")).toBe("flamingoscooters.co.nz");
    expect(marketHost("au")).toBe("flamingoscooters.com.au");
  });
});

describe("a page's share card in its metadata", () => {
  afterEach(() => jest.useRealTimers());
  const imageOf = (path: string) => {
    const meta = pageMetadata({ market: "nz", path, title: "T", description: "D" });
    return (meta.openGraph?.images as { url: string; alt: string }[])[0]!;
  };

  it("names the live card, with its end day, while an offer runs, and the ended card's own URL after", () => {
    jest.useFakeTimers({ now: new Date("2024-10-25T10:00:00Z") });
    const live = imageOf("/promo/tauranga");
    expect(live.url).toBe("https://flamingoscooters.co.nz/og/promo/tauranga/active-2024-10-25.png");
    expect(live.alt).toContain('"Offer · ends 25 October 2024"');
    jest.setSystemTime(new Date("2024-10-25T13:00:00Z"));
    const ended = imageOf("/promo/tauranga");
    expect(ended.url).toBe("https://flamingoscooters.co.nz/og/promo/tauranga/ended-2024-10-25.png");
    expect(ended.alt).toContain('"Offer ended 25 October 2024"');
    expect(imageOf("/event/tauranga").url).toBe(ended.url);
  });

  it("describes the picture, the promo's own artwork included, rather than repeating the title", () => {
    const { alt } = imageOf("/promo/summer-cycles");
    expect(alt).not.toBe("T | Flamingo");
    expect(alt).toMatch(/^Flamingo card reading "Offer ended \d+ \w+ \d{4}" above ".+", beside illustration of a rider on a pink e-bike on a sunny summer day, with flamingoscooters\.co\.nz at the foot$/);
    expect(imageOf("/city/wellington").alt).toBe('Flamingo card reading "City guide" above "Wellington", beside a pink line drawing of an e-scooter, with flamingoscooters.co.nz at the foot');
  });
});
