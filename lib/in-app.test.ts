import { appInfoRequest, referralRequest, responses } from "@/lib/facade/contracts";
import { isAppInfoSlug, isUuid, readAppInfo, readReferralCode, segmentAfter } from "./in-app";

describe("segmentAfter", () => {
  it("reads the value after the section", () => {
    expect(segmentAfter("/app-info/go-pass", "app-info")).toBe("go-pass");
    expect(segmentAfter("/app-info/go-pass/", "app-info")).toBe("go-pass");
    expect(segmentAfter("/referral/b74e74d0-54c4-41f1-8c97-b79c168f8b38", "referral")).toBe("b74e74d0-54c4-41f1-8c97-b79c168f8b38");
  });

  it("has nothing when the value is missing, nested or badly encoded", () => {
    expect(segmentAfter("/app-info", "app-info")).toBeUndefined();
    expect(segmentAfter("/app-info/a/b", "app-info")).toBeUndefined();
    expect(segmentAfter("/referral/%E0%A4%A", "referral")).toBeUndefined();
    expect(segmentAfter("/other/x", "app-info")).toBeUndefined();
  });
});

describe("client-side checks agree with the facade contracts", () => {
  const slugs = ["faq", "go-pass", "a", "x".repeat(64), "x".repeat(65), "Go-Pass", "go_pass", "", "../etc", "day pass"];
  it.each(slugs)("slug %p", (slug) => {
    expect(isAppInfoSlug(slug)).toBe(appInfoRequest.safeParse({ slug }).success);
  });

  const uuids = [
    "b74e74d0-54c4-41f1-8c97-b79c168f8b38",
    "B74E74D0-54C4-41F1-8C97-B79C168F8B38",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "b74e74d0-54c4-01f1-8c97-b79c168f8b38",
    "b74e74d0-54c4-41f1-cc97-b79c168f8b38",
    "b74e74d054c441f18c97b79c168f8b38",
    "not-a-uuid",
    "b74e74d0-54c4-41f1-8c97-b79c168f8b3",
    "",
  ];
  it.each(uuids)("uuid %p", (uuid) => {
    expect(isUuid(uuid)).toBe(referralRequest.safeParse({ uuid }).success);
  });
});

describe("reading answers", () => {
  it("reads what the contracts accept", () => {
    const appInfo = { data: { content: "# Go Pass" } };
    expect(responses.appInfo.safeParse(appInfo).success).toBe(true);
    expect(readAppInfo(appInfo)).toBe("# Go Pass");
    const referral = { data: { referralCode: "AROHA-4T8M" } };
    expect(responses.referral.safeParse(referral).success).toBe(true);
    expect(readReferralCode(referral)).toBe("AROHA-4T8M");
  });

  it("has nothing for answers of the wrong shape", () => {
    for (const body of [null, "x", {}, { data: null }, { data: {} }, { data: { content: 3 } }, { code: "not_found" }]) {
      expect(readAppInfo(body)).toBeUndefined();
      expect(readReferralCode(body)).toBeUndefined();
    }
    expect(readReferralCode({ data: { referralCode: "  " } })).toBeUndefined();
  });
});
