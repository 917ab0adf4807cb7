import { appInfoRequest, planKeyParam, referralRequest, responses } from "@/lib/facade/contracts";
import { readAppInfo, readReferralCode, segmentAfter, withPhone } from "./in-app";
import { isSafeValue } from "./safe-text";

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

describe("the browser sends what the endpoints accept", () => {
  const values = ["faq", "go-pass", "go_pass", "Go.Pass", "b74e74d0-54c4-01f1-8c97-b79c168f8b38", "rider-12345", "x".repeat(200), "x".repeat(201), "", "a\nb", "a\u202eb", "a\u0000"];
  it.each(values)("%p", (value) => {
    expect(isSafeValue(value)).toBe(appInfoRequest.safeParse({ slug: value }).success);
    expect(isSafeValue(value)).toBe(referralRequest.safeParse({ uuid: value }).success);
    expect(isSafeValue(value)).toBe(planKeyParam.safeParse(value).success);
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

describe("withPhone", () => {
  it("makes every {phone} a call link to the market's number", () => {
    const phone = { label: "1800 352 646", href: "tel:1800352646" };
    expect(withPhone("Call us on {phone} now, or {phone} later.", phone)).toBe("Call us on [1800 352 646](tel:1800352646) now, or [1800 352 646](tel:1800352646) later.");
    expect(withPhone("No number here.", phone)).toBe("No number here.");
  });
});
