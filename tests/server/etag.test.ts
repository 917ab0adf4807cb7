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
    expect(unmarkIfNoneMatch(headers, "br")).toBe("br");
    expect(headers["if-none-match"]).toBe('"abc", W/"def", "ghi-gz", "jkl"');
    const identity = { "if-none-match": '"abc-br"' };
    expect(unmarkIfNoneMatch(identity, null)).toBeNull();
    expect(identity["if-none-match"]).toBe('"abc-br"');
    expect(unmarkIfNoneMatch({}, "gzip")).toBeNull();
  });

  it("gives a page's quick Brotli copy a tag of its own, which revalidates for a Brotli client only", () => {
    expect(withEncoding('"abc"', "br-quick")).toBe('"abc-brq"');
    const headers = { "if-none-match": '"abc-brq"' };
    expect(unmarkIfNoneMatch(headers, "br")).toBe("br-quick");
    expect(headers["if-none-match"]).toBe('"abc"');
    const both = { "if-none-match": '"abc-brq", "abc-br"' };
    expect(unmarkIfNoneMatch(both, "br")).toBe("br");
    const gzip = { "if-none-match": '"abc-brq"' };
    expect(unmarkIfNoneMatch(gzip, "gzip")).toBeNull();
    expect(gzip["if-none-match"]).toBe('"abc-brq"');
  });
});
