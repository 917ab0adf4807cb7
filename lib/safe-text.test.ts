import { MAX_PATH_VALUE, hasControlCharacters, isSafeValue, normaliseLineBreaks } from "./safe-text";

const CONTROLS: [string, string][] = [
  ["NUL", "\u0000"], ["SOH", "\u0001"], ["tab", "\t"], ["line feed", "\n"], ["vertical tab", "\u000b"], ["form feed", "\u000c"],
  ["carriage return", "\r"], ["escape", "\u001b"], ["unit separator", "\u001f"], ["DEL", "\u007f"], ["C1 first", "\u0080"],
  ["NEL", "\u0085"], ["C1 last", "\u009f"], ["LRM", "\u200e"], ["RLM", "\u200f"], ["LRE", "\u202a"], ["RLE", "\u202b"],
  ["PDF", "\u202c"], ["LRO", "\u202d"], ["RLO", "\u202e"], ["LRI", "\u2066"], ["RLI", "\u2067"], ["FSI", "\u2068"],
  ["PDI", "\u2069"], ["ALM", "\u061c"],
];

describe("hasControlCharacters", () => {
  it.each(CONTROLS)("finds %s anywhere in a one-line value", (_name, char) => {
    expect(hasControlCharacters(`a${char}b`)).toBe(true);
    expect(hasControlCharacters(char)).toBe(true);
  });

  it.each(CONTROLS.filter(([name]) => name !== "tab" && name !== "line feed"))("finds %s in a multi-line value", (_name, char) => {
    expect(hasControlCharacters(`line one\n${char}line two`, { multiline: true })).toBe(true);
  });

  it.each([["line separator", "\u2028"], ["paragraph separator", "\u2029"], ["zero-width space", "\u200b"], ["zero-width non-joiner", "\u200c"],
    ["zero-width joiner", "\u200d"], ["word joiner", "\u2060"], ["byte-order mark", "\ufeff"]])("finds %s in a one-line value, and lets it through in a paragraph", (_name, char) => {
    expect(hasControlCharacters(`ab${char}`)).toBe(true);
    expect(isSafeValue(`token${char}`)).toBe(false);
    expect(hasControlCharacters(`family 👨${char}👩 line${char}two`, { multiline: true })).toBe(false);
  });

  it("lets tab and line feed through in a multi-line value only", () => {
    expect(hasControlCharacters("Kia ora,\n\n\tthe scooter by the library\nwas tipped over", { multiline: true })).toBe(false);
    expect(hasControlCharacters("a\tb")).toBe(true);
  });

  it("passes text in any script, with emoji, spaces and punctuation", () => {
    for (const text of ["Aroha Ngā-Tūpuna", "O'Brien, \"Jo\" & co. (021.123.4567)", "مرحبا", "שלום", "日本語テキスト", "🛴 ride", "\u00a0\u00a0nbsp", "a.b.c_d-e"]) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});

describe("normaliseLineBreaks", () => {
  it("turns CRLF into LF and leaves a lone CR for the control check to refuse", () => {
    expect(normaliseLineBreaks("one\r\ntwo\r\n")).toBe("one\ntwo\n");
    expect(hasControlCharacters(normaliseLineBreaks("one\r\ntwo"), { multiline: true })).toBe(false);
    expect(hasControlCharacters(normaliseLineBreaks("one\rtwo"), { multiline: true })).toBe(true);
  });
});

describe("isSafeValue", () => {
  it("accepts any format the API might: dotted tokens, upper case, underscores, non-uuid ids", () => {
    for (const value of ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_-", "Go_Pass", "go_pass", "12345", "not-a-uuid", "kōwhai"]) {
      expect(isSafeValue(value)).toBe(true);
    }
  });

  it("refuses empty, over-long and control-character values", () => {
    expect(isSafeValue("")).toBe(false);
    expect(isSafeValue("x".repeat(MAX_PATH_VALUE))).toBe(true);
    expect(isSafeValue("x".repeat(MAX_PATH_VALUE + 1))).toBe(false);
    expect(isSafeValue("x".repeat(500), 500)).toBe(true);
    expect(isSafeValue("go\npass")).toBe(false);
    expect(isSafeValue("go\u202epass")).toBe(false);
  });
});
