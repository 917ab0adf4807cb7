import { calendarDateIn, sessionDateOptions } from "@/lib/session-dates";
import { filesUnder, request, rejectionSummaryWritten, useTempDataDir, type Handler } from "./harness";
import { badEmails, commonCases, fieldCases, huge, valueCases, type Case } from "./malformed-cases";

let dataDir: string;
const routes: Record<string, Handler> = {};

afterAll(rejectionSummaryWritten);

beforeAll(async () => {
  dataDir = await useTempDataDir();
  routes.contact = (await import("@/app/api/facade/contact/route")).POST;
  routes.joinPlan = (await import("@/app/api/facade/join-plan/route")).POST;
  routes.verifyPlan = (await import("@/app/api/facade/verify-plan/route")).POST;
  routes.workplaceSession = (await import("@/app/api/facade/workplace-session/route")).POST;
  routes.appInfo = (await import("@/app/api/facade/app-info/route")).POST;
  routes.referral = (await import("@/app/api/promo/referral/route")).POST;
});

const contact = { type: "general", name: "Aroha Ngata", email: "aroha@kiwi.nz", message: "Kia ora" };
const joinPlan = { plan: "wcc", email: "aroha@wcc.govt.nz", phone: "021 123 4567" };
const verifyPlan = { token: "p2MygTPiHCPkjex5huib9XOfYaIsAdZLavt7AOGH6dA" };
const workplace = {
  name: "Liam Fitzgerald", email: "liam@harbourworks.co.nz", organisation: "Harbour Works", city: "Wellington", type: "Bikes",
  participants: "6-10", time: "Afternoon", date: sessionDateOptions(calendarDateIn(new Date()))[0],
};
const appInfo = { slug: "go-pass" };
const referral = { uuid: "3f6c2f0e-8a1b-4c4d-9e2f-5a6b7c8d9e0f" };

const suites: { name: string; path: string; route: string; valid: Record<string, unknown>; cases: Case[] }[] = [
  {
    name: "contact",
    valid: contact,
    path: "/api/facade/contact",
    route: "contact",
    cases: [
      ...commonCases(contact),
      ...fieldCases(contact, ["type", "name", "email", "message"]),
      ...valueCases(contact, "type", [["unknown", "complaint"], ["capitalised", "General"], ["padded", " general"], ["as a label", "General Enquiry"]]),
      ...valueCases(contact, "name", [["empty", ""], ["only spaces", " \t\n "], ["over 200 characters", huge.slice(0, 201)]]),
      ...valueCases(contact, "message", [["empty", ""], ["only spaces", "   "], ["over 5000 characters", huge]]),
      ...valueCases(contact, "email", badEmails),
      ...valueCases(contact, "location", [["as a number", 12], ["empty", ""], ["over 300 characters", huge.slice(0, 301)]]),
      ...valueCases(contact, "registration", [["as an array", ["4821"]], ["over 50 characters", huge.slice(0, 51)]]),
    ],
  },
  {
    name: "join-plan",
    valid: joinPlan,
    path: "/api/facade/join-plan",
    route: "joinPlan",
    cases: [
      ...commonCases(joinPlan),
      ...fieldCases(joinPlan, ["email", "phone"]),
      ...valueCases(joinPlan, "plan", [["with capitals", "WCC"], ["with a path", "../wcc"], ["empty", ""], ["as a number", 1], ["over 64 characters", huge.slice(0, 65)]]),
      ...valueCases(joinPlan, "email", badEmails),
      ...valueCases(joinPlan, "phone", [
        ["empty", ""], ["with letters", "021 FLAMINGO"], ["too short", "021"], ["too long", "0".repeat(30)], ["with a plus inside", "02+1234567"],
        ["in Arabic-Indic digits", "٠٢١١٢٣٤٥٦٧"], ["huge", huge],
      ]),
    ],
  },
  {
    name: "verify-plan",
    valid: verifyPlan,
    path: "/api/facade/verify-plan",
    route: "verifyPlan",
    cases: [
      ...commonCases(verifyPlan),
      ...fieldCases(verifyPlan, ["token"]),
      ...valueCases(verifyPlan, "token", [
        ["empty", ""], ["too short", "abc"], ["21 characters", "a".repeat(21)], ["over 128 characters", "a".repeat(129)], ["with base64 padding", `${"a".repeat(30)}==`],
        ["with a slash", `${"a".repeat(30)}/x`], ["with spaces", `${"a".repeat(15)} ${"a".repeat(15)}`], ["with accents", "é".repeat(30)],
        ["with a newline", `${"a".repeat(30)}\n`], ["as SQL", "' OR 1=1 --aaaaaaaaaaaaaaaaaaa"], ["huge", huge],
      ]),
    ],
  },
  {
    name: "workplace-session",
    valid: workplace,
    path: "/api/facade/workplace-session",
    route: "workplaceSession",
    cases: [
      ...commonCases(workplace),
      ...fieldCases(workplace, ["name", "email", "organisation", "city", "type", "participants", "time", "date"]),
      ...valueCases(workplace, "name", [["empty", ""], ["only spaces", "   "]]),
      ...valueCases(workplace, "organisation", [["empty", ""], ["over 200 characters", huge.slice(0, 201)]]),
      ...valueCases(workplace, "city", [["unserved", "Christchurch"], ["lower-case", "wellington"], ["a region key", "palmerston-north"]]),
      ...valueCases(workplace, "type", [["unknown", "Cars"], ["lower-case", "bikes"]]),
      ...valueCases(workplace, "participants", [["unknown", "100"], ["as the number 6", 6]]),
      ...valueCases(workplace, "time", [["unknown", "Evening"], ["lower-case", "morning"]]),
      ...valueCases(workplace, "date", [["empty", ""], ["as ISO", "2025-06-03"], ["a Saturday", "Saturday, 7th June"], ["over 40 characters", huge.slice(0, 41)]]),
      ...valueCases(workplace, "email", badEmails),
      { label: "Bikes outside Wellington", body: JSON.stringify({ ...workplace, city: "Dunedin", type: "Bikes" }) },
      { label: "Both outside Wellington", body: JSON.stringify({ ...workplace, city: "Auckland", type: "Both" }) },
    ],
  },
  {
    name: "app-info",
    valid: appInfo,
    path: "/api/facade/app-info",
    route: "appInfo",
    cases: [
      ...commonCases(appInfo),
      ...fieldCases(appInfo, ["slug"]),
      ...valueCases(appInfo, "slug", [
        ["empty", ""], ["with capitals", "Go-Pass"], ["with a path", "../../etc/passwd"], ["with a slash", "go/pass"], ["with a dot", "go.pass"],
        ["with spaces", "go pass"], ["in te reo with a macron", "kōrero"], ["with a NUL", "go\u0000pass"], ["over 64 characters", "a".repeat(65)], ["huge", huge],
      ]),
    ],
  },
  {
    name: "referral",
    valid: referral,
    path: "/api/promo/referral",
    route: "referral",
    cases: [
      ...commonCases(referral),
      ...fieldCases(referral, ["uuid"]),
      ...valueCases(referral, "uuid", [
        ["empty", ""], ["short", "3f6c2f0e"], ["without dashes", "3f6c2f0e8a1b4c4d9e2f5a6b7c8d9e0f"], ["with braces", "{3f6c2f0e-8a1b-4c4d-9e2f-5a6b7c8d9e0f}"],
        ["with a non-hex letter", "3f6c2f0e-8a1b-4c4d-9e2f-5a6b7c8d9e0g"], ["with a trailing space", "3f6c2f0e-8a1b-4c4d-9e2f-5a6b7c8d9e0f "],
        ["with full-width digits", "３f6c2f0e-8a1b-4c4d-9e2f-5a6b7c8d9e0f"], ["huge", huge],
      ]),
    ],
  },
];

describe.each(suites)("POST $path with malformed payloads", ({ path, route, cases }) => {
  it("has at least 50 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    expect(new Set(cases.map((c) => c.label)).size).toBe(cases.length);
  });

  it.each(cases)("answers $label with a 4xx and a code", async ({ body, contentType }) => {
    const response = await routes[route]!(request(`http://flamingoscooters.co.nz${path}`, body, contentType));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const answer: unknown = await response.json();
    expect(answer).toEqual({ code: expect.stringMatching(/^[a-z_]+$/) });
  });
});

describe("after every malformed payload", () => {
  it("nothing was stored and nothing was polluted", async () => {
    expect(await filesUnder(dataDir)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// Last, so the check above sees an empty directory: the payloads the cases are built from pass validation, so
// each case fails for its own reason.
describe.each(suites)("POST $path with the payload the cases start from", ({ path, route, valid }) => {
  it("gets past validation", async () => {
    const response = await routes[route]!(request(`http://flamingoscooters.co.nz${path}`, JSON.stringify(valid)));
    const answer = (await response.json()) as { code?: string };
    expect(answer.code).not.toBe("validation");
    expect([200, 404]).toContain(response.status);
  });
});
