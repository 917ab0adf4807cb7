import { quizAnswerIds } from "@/lib/content/quiz-answers";
import { MAX_PATHS, bearerMatches, pagesToRevalidate, requestedPaths, revalidateSecret, revalidateSecretNote } from "./revalidate";

describe("revalidateSecret", () => {
  const long = "k".repeat(32);

  it("is undefined when unset, blank or under 32 bytes, so the route does not exist", () => {
    expect(revalidateSecret({})).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: " " })).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: "s3cret" })).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: "k".repeat(31) })).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: long })).toBe(long);
    // Bytes, not characters: 11 three-byte characters are 33 bytes.
    expect(revalidateSecret({ REVALIDATE_SECRET: "€".repeat(11) })).toBe("€".repeat(11));
  });

  it("says at start why a secret that is set is not used", () => {
    expect(revalidateSecretNote({})).toBeNull();
    expect(revalidateSecretNote({ REVALIDATE_SECRET: long })).toBeNull();
    expect(revalidateSecretNote({ REVALIDATE_SECRET: "s3cret" })).toBe(
      "[revalidate] warning: REVALIDATE_SECRET is 6 bytes, under 32: POST /api/revalidate stays off (404) until it is at least 32 (openssl rand -hex 32)",
    );
  });
});

describe("bearerMatches", () => {
  it("accepts exactly `Bearer <secret>`", () => {
    expect(bearerMatches("Bearer s3cret", "s3cret")).toBe(true);
    expect(bearerMatches("bearer s3cret", "s3cret")).toBe(true);
  });
  it.each([null, "", "s3cret", "Bearer", "Bearer s3cre", "Bearer s3cret2", "Basic s3cret", "Bearer s3cret extra"])("refuses %p", (header) => {
    expect(bearerMatches(header, "s3cret")).toBe(false);
  });
});

describe("requestedPaths", () => {
  it("takes a list of visitor paths, once each", () => {
    expect(requestedPaths({ paths: ["/careers", "/city/wellington", "/careers"] })).toEqual(["/careers", "/city/wellington"]);
  });
  it.each([
    ["no body", null],
    ["no paths", {}],
    ["an empty list", { paths: [] }],
    ["a string", { paths: "/careers" }],
    ["a relative path", { paths: ["careers"] }],
    ["a query", { paths: ["/careers?x=1"] }],
    ["a control character", { paths: ["/care\u0000ers"] }],
    ["too many", { paths: Array.from({ length: MAX_PATHS + 1 }, (_, i) => `/news/${i}`) }],
  ])("refuses %s", (_label, body) => {
    expect(requestedPaths(body)).toBeNull();
  });
});

describe("pagesToRevalidate", () => {
  it("refreshes each page in both markets, where the app router keeps it", () => {
    expect(pagesToRevalidate(["/careers", "/city/wellington", "/"], quizAnswerIds)).toEqual({
      pages: ["/nz/careers", "/au/careers", "/nz/city/wellington", "/au/city/wellington", "/nz", "/au"],
      ignored: [],
    });
  });
  it("ignores what is no page: an unknown city (a redirect), an unknown path (not found), a file", () => {
    expect(pagesToRevalidate(["/city/gotham", "/no-such-page", "/logo.svg"], quizAnswerIds)).toEqual({
      pages: [],
      ignored: ["/city/gotham", "/no-such-page", "/logo.svg"],
    });
  });
});
