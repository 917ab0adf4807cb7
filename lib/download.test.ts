import { downloadTarget, followDownload, type DownloadLinks } from "./download";

const links: DownloadLinks = {
  appDeepLink: "flamingo://open",
  appStoreScheme: "itms-apps://apps.apple.com/app/id1",
  appStoreUrl: "https://apps.apple.com/nz/app/id1",
  playStoreUrl: "https://play.google.com/store/apps/details?id=x",
};

const UA = {
  pixel: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
  galaxyTab: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
  iphoneChrome: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  ipadOld: "Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  ipadOs: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  ipod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67",
  linux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
};

describe("downloadTarget", () => {
  it.each([UA.pixel, UA.galaxyTab])("sends Android to the Play Store", (ua) => {
    expect(downloadTarget(ua, 5, links)).toEqual({ kind: "android", url: links.playStoreUrl });
  });

  it.each([UA.iphone, UA.iphoneChrome, UA.ipadOld, UA.ipod])("tries the app, the App Store app, then the web App Store on iOS", (ua) => {
    expect(downloadTarget(ua, 5, links)).toEqual({ kind: "ios", attempts: [links.appDeepLink, links.appStoreScheme, links.appStoreUrl] });
  });

  it("treats iPadOS (a Mac that reports touch points) as iOS, and a real Mac as a desktop", () => {
    expect(downloadTarget(UA.ipadOs, 5, links).kind).toBe("ios");
    expect(downloadTarget(UA.ipadOs, 1, links).kind).toBe("ios");
    expect(downloadTarget(UA.ipadOs, 0, links)).toEqual({ kind: "other", url: "/ride" });
  });

  it.each([UA.windows, UA.linux, ""])("sends anything else to /ride", (ua) => {
    expect(downloadTarget(ua, 0, links)).toEqual({ kind: "other", url: "/ride" });
  });
});

describe("followDownload", () => {
  it("spaces the iOS attempts by the delay and stops once the page is hidden", () => {
    const visits: string[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let hidden = false;
    followDownload(downloadTarget(UA.iphone, 5, links), 250, (url) => visits.push(url), () => hidden, (fn, ms) => timers.push({ fn, ms }));
    expect(visits).toEqual([links.appDeepLink]);
    expect(timers.map((t) => t.ms)).toEqual([250, 500]);
    timers[0]?.fn();
    expect(visits).toEqual([links.appDeepLink, links.appStoreScheme]);
    hidden = true;
    timers[1]?.fn();
    expect(visits).toHaveLength(2);
  });

  it("goes straight to Android's and other devices' targets", () => {
    const visits: string[] = [];
    followDownload(downloadTarget(UA.pixel, 5, links), 3000, (url) => visits.push(url), () => false);
    followDownload(downloadTarget(UA.windows, 0, links), 3000, (url) => visits.push(url), () => false);
    expect(visits).toEqual([links.playStoreUrl, "/ride"]);
  });
});
