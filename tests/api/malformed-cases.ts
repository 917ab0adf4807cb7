import type { Body } from "./harness";

/** One malformed request: its body, and the content type it claims (null: none at all). */
export type Case = { label: string; body: Body; contentType?: string | null };

const json = (value: unknown) => JSON.stringify(value);
const big = (n: number) => "x".repeat(n);

/**
 * Requests that are wrong for any endpoint: not JSON, not an object, the wrong media type, too large, or
 * carrying prototype-pollution keys around an otherwise valid payload.
 */
export function commonCases(valid: Record<string, unknown>): Case[] {
  const validJson = json(valid);
  const withKey = (raw: string) => validJson.replace(/}$/, `,${raw}}`);
  const firstKey = Object.keys(valid)[0] ?? "";
  return [
    { label: "an empty body", body: "" },
    { label: "a lone brace", body: "{" },
    { label: "plain words", body: "hello there" },
    { label: "single-quoted JSON", body: "{'a': 1}" },
    { label: "trailing garbage", body: `${validJson}}` },
    { label: "a trailing comma", body: validJson.replace(/}$/, ",}") },
    { label: "a NUL byte", body: "\u0000" },
    { label: "NaN", body: "NaN" },
    { label: "JSON null", body: "null" },
    { label: "JSON true", body: "true" },
    { label: "a number", body: "42" },
    { label: "a string", body: json("payload") },
    { label: "an empty array", body: "[]" },
    { label: "the valid payload inside an array", body: json([valid]) },
    { label: "an empty object", body: "{}" },
    { label: "an unknown extra key", body: json({ ...valid, admin: true }) },
    { label: "a __proto__ key", body: withKey('"__proto__":{"polluted":true}') },
    { label: "a constructor.prototype key", body: withKey('"constructor":{"prototype":{"polluted":true}}') },
    { label: "a prototype key", body: withKey('"prototype":{"polluted":true}') },
    { label: "the payload nested under data", body: json({ data: valid }) },
    { label: "the payload encoded twice", body: json(validJson) },
    { label: "a repeated key whose last value is a number", body: withKey(`${json(firstKey)}:5`) },
    { label: "a 10,000-character key", body: withKey(`${json(big(10_000))}:1`) },
    { label: "a thousand extra keys", body: json({ ...valid, ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])) }) },
    { label: "no content type", body: validJson, contentType: null },
    { label: "text/plain", body: validJson, contentType: "text/plain" },
    { label: "a form encoding", body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    { label: "multipart", body: validJson, contentType: "multipart/form-data; boundary=x" },
    { label: "application/jsonp", body: validJson, contentType: "application/jsonp" },
    { label: "text/json", body: validJson, contentType: "text/json" },
    { label: "text/plain with a charset", body: validJson, contentType: "text/plain; charset=utf-8" },
    { label: "a JSON patch type", body: validJson, contentType: "application/json-patch+json" },
    { label: "a body over 16 KiB", body: json({ ...valid, pad: big(17 * 1024) }) },
    { label: "a streamed body over 16 KiB with no length", body: { stream: json({ ...valid, pad: big(20 * 1024) }) } },
    { label: "a huge body of valid JSON", body: json(Array.from({ length: 5000 }, () => valid)) },
    { label: "deeply nested arrays", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  ];
}

/** Each field replaced by a value of the wrong kind, or removed. */
export function fieldCases(valid: Record<string, unknown>, fields: string[]): Case[] {
  const wrong: [string, unknown][] = [["null", null], ["a number", 7], ["a boolean", true], ["an array", ["x"]], ["an object", { value: "x" }]];
  return fields.flatMap((field) => {
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    return [
      { label: `${field} missing`, body: json(without) },
      ...wrong.map(([kind, value]) => ({ label: `${field} as ${kind}`, body: json({ ...valid, [field]: value }) })),
    ];
  });
}

/** Specific bad values for one field. */
export function valueCases(valid: Record<string, unknown>, field: string, values: [string, unknown][]): Case[] {
  return values.map(([label, value]) => ({ label: `${field} ${label}`, body: json({ ...valid, [field]: value }) }));
}

export const badEmails: [string, unknown][] = [
  ["empty", ""],
  ["only spaces", "   "],
  ["without an @", "aroha.example.co.nz"],
  ["without a domain", "aroha@"],
  ["with a bare host", "aroha@localhost"],
  ["with two @", "aroha@@kiwi.nz"],
  ["with spaces inside", "aroha ngata@kiwi.nz"],
  ["in Cyrillic", "ароха@пример.рф"],
  ["with a right-to-left override", "aroha\u202E@kiwi.nz"],
  ["with a newline header injection", "aroha@kiwi.nz\nBcc: all@kiwi.nz"],
  ["over 254 characters", `${big(250)}@kiwi.nz`],
];

export const huge = big(9000);
