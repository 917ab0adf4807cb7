import fs from "node:fs/promises";
import path from "node:path";
import { request, rejectionSummaryWritten, useTempDataDir, type Handler } from "./harness";

let dataDir: string;
let POST: Handler;

afterAll(rejectionSummaryWritten);

beforeAll(async () => {
  dataDir = await useTempDataDir();
  POST = (await import("@/app/api/facade/contact/route")).POST;
});

const withoutKey = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

const TYPES = ["general", "trip", "report", "incident"] as const;

/** Enquiries that differ in every field, with text that breaks naive line-based storage if it is not escaped. */
function enquiry(i: number) {
  const type = TYPES[i % TYPES.length]!;
  const base = {
    type,
    name: `Rider ${i} Ngāti Toa "Tama" O'Neil`,
    email: `rider.${i}@kiwi.nz`,
    message: `Enquiry ${i}: kia ora 🛴\nLine two with a tab\tand a backslash \\ and a quote " and </script>.\r\n${"ā".repeat(i % 50)} Ka kite.`,
  };
  return type === "report" || type === "incident" ? { ...base, location: `${i} Cuba Street, Te Aro`, registration: String(1000 + i) } : base;
}

describe("200 concurrent contact submissions", () => {
  it("are all accepted and all stored whole, each exactly as sent (a CRLF line break stored as LF)", async () => {
    const sent = Array.from({ length: 200 }, (_, i) => enquiry(i));
    const responses = await Promise.all(sent.map((body) => POST(request("http://flamingoscooters.co.nz/api/facade/contact", JSON.stringify(body)))));
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));

    const raw = await fs.readFile(path.join(dataDir, "contact-enquiries.jsonl"), "utf8");
    const lines = raw.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(200);
    const stored = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of stored) expect(typeof record.receivedAt).toBe("string");
    // The store adds the client's keyed hash (its sender cap counts per client): never the address itself.
    for (const record of stored) expect(record.clientKey).toMatch(/^[\w-]{22}$/);

    const byEmail = new Map(stored.map((record) => [record.email, withoutKey(withoutKey(record, "receivedAt"), "clientKey")]));
    expect(byEmail.size).toBe(200);
    for (const body of sent) expect(byEmail.get(body.email)).toEqual({ ...body, message: body.message.replace(/\r\n/g, "\n") });
  });
});
