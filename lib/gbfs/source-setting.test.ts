import fc from "fast-check";
import { SAMPLE_ID, gbfsSourceId, gbfsTemplate, servableEntry, showsOtherSource } from "./source-setting.cjs";

const OPERATOR = "https://data.rideflamingo.com/gbfs/3/{system}/gbfs.json";

describe("gbfsTemplate and gbfsSourceId", () => {
  it("takes an http(s) template with {system}, anything else is the sample", () => {
    expect(gbfsTemplate({ GBFS_URL_TEMPLATE: ` ${OPERATOR} ` })).toBe(OPERATOR);
    for (const value of [undefined, "", "  ", "https://data.rideflamingo.com/gbfs.json", "ftp://x/{system}", "not a url {system}", "javascript:{system}"]) {
      expect(gbfsTemplate({ GBFS_URL_TEMPLATE: value })).toBeNull();
      expect(gbfsSourceId({ GBFS_URL_TEMPLATE: value })).toBe(SAMPLE_ID);
    }
  });
  it("gives each template an id of its own that names no URL, and the same id every time", () => {
    expect(gbfsSourceId({ GBFS_URL_TEMPLATE: OPERATOR })).toMatch(/^feed-[0-9a-f]{12}$/);
    expect(gbfsSourceId({ GBFS_URL_TEMPLATE: OPERATOR })).toBe(gbfsSourceId({ GBFS_URL_TEMPLATE: OPERATOR }));
    fc.assert(
      fc.property(fc.webUrl(), fc.webUrl(), (a, b) => {
        const [ta, tb] = [`${a}/{system}`, `${b}/{system}`];
        fc.pre(ta !== tb);
        expect(gbfsSourceId({ GBFS_URL_TEMPLATE: ta })).not.toBe(gbfsSourceId({ GBFS_URL_TEMPLATE: tb }));
      }),
    );
  });
});

describe("showsOtherSource and servableEntry", () => {
  const html = (...ids: string[]) => `<html>${ids.map((id) => `<div data-gbfs-source="${id}">1</div>`).join("")}</html>`;
  it("a page is another source's when any mark names another id", () => {
    expect(showsOtherSource(html("sample", "sample"), "sample")).toBe(false);
    expect(showsOtherSource(html("sample", "feed-1"), "sample")).toBe(true);
    expect(showsOtherSource(html("sample"), "feed-1")).toBe(true);
    expect(showsOtherSource(html(), "feed-1")).toBe(false);
    expect(showsOtherSource(undefined, "feed-1")).toBe(false);
  });
  it("only a rendered page is ever refused", () => {
    expect(servableEntry({ value: { kind: "APP_PAGE", html: html("sample") } }, "feed-1")).toBe(false);
    expect(servableEntry({ value: { kind: "APP_PAGE", html: html("feed-1") } }, "feed-1")).toBe(true);
    expect(servableEntry({ value: { kind: "APP_ROUTE", body: html("sample") } }, "feed-1")).toBe(true);
    expect(servableEntry(null, "feed-1")).toBe(true);
  });
});
