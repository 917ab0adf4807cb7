import { contactRequest, joinPlanRequest } from "../contracts";
import { largestRecordBytes } from "./record-size";

/** A line as the store writes it. */
const lineBytes = (record: object) => Buffer.byteLength(`${JSON.stringify(record)}\n`);

describe("largestRecordBytes", () => {
  it("fits a record whose every field is at its contract's limit in the widest characters, and nothing more", () => {
    const cap = largestRecordBytes(contactRequest, { receivedAt: 26 });
    const widest = (length: number) => "€".repeat(length);
    const record = {
      receivedAt: new Date(0).toISOString(), type: "incident", name: widest(200), email: "e".repeat(254),
      message: widest(5000), location: widest(300), registration: widest(50),
    };
    expect(lineBytes(record)).toBeLessThanOrEqual(cap);
    // A message past its limit (one the contract refuses, written straight to the store) does not fit.
    expect(lineBytes({ ...record, message: widest(5200) })).toBeGreaterThan(cap);
    expect(cap).toBeLessThan(18 * 1024);
  });

  it("keeps a join-plan record to about a kilobyte instead of the store's 16 KiB", () => {
    const cap = largestRecordBytes(joinPlanRequest, { receivedAt: 26 });
    expect(cap).toBeLessThan(1600);
    expect(lineBytes({ receivedAt: new Date(0).toISOString(), plan: "p".repeat(200), email: "€".repeat(254), phone: "€".repeat(40) })).toBeLessThanOrEqual(cap);
  });
});
