import { unmarkIfNoneMatch, withEncoding } from "@/server/etag.cjs";

describe("server/etag.cjs", () => {
  it("marks a compressed copy's tag, weak or strong, and leaves identity and non-tags alone", () => {
    expect(withEncoding('"abc"', "br")).toBe('"abc-br"');
    expect(withEncoding('W/"abc"', "gzip")).toBe('W/"abc-gz"');
    expect(withEncoding('"abc"', null)).toBe('"abc"');
    expect(withEncoding("abc", "br")).toBe("abc");
    expect(withEncoding(undefined, "br")).toBeUndefined();
  });

  it("turns only the wanted encoding's tags back into Next's own", () => {
    const headers: Record<string, string> = { "if-none-match": '"abc-br", W/"def-br", "ghi-gz", "jkl"' };
    expect(unmarkIfNoneMatch(headers, "br")).toBe(true);
    expect(headers["if-none-match"]).toBe('"abc", W/"def", "ghi-gz", "jkl"');
    const identity = { "if-none-match": '"abc-br"' };
    expect(unmarkIfNoneMatch(identity, null)).toBe(false);
    expect(identity["if-none-match"]).toBe('"abc-br"');
    expect(unmarkIfNoneMatch({}, "gzip")).toBe(false);
  });

  it("gives a page's quick Brotli copy a tag of its own, which no request turns back", () => {
    expect(withEncoding('"abc"', "br-quick")).toBe('"abc-brq"');
    const headers = { "if-none-match": '"abc-brq"' };
    expect(unmarkIfNoneMatch(headers, "br")).toBe(false);
    expect(headers["if-none-match"]).toBe('"abc-brq"');
  });
});
