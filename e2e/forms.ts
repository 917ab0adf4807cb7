import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { hashToken } from "../lib/facade/embedded";
import { E2E_DATA_DIR, MARKET_HOSTS } from "./hosts";
import { pathOn } from "./http";

/**
 * The prerendered HTML as the server sends it, before any script runs. `request` is the test's fixture: it talks
 * to the project's server on loopback with the market's Host header (Node does not share Chromium's host map).
 */
export async function prerendered(request: APIRequestContext, _market: keyof typeof MARKET_HOSTS, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Records the server under test has written to one of its JSON-lines files. */
export function records(name: string): Record<string, unknown>[] {
  const file = path.join(E2E_DATA_DIR, `${name}.jsonl`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The record whose email is this one, once the server has written it. */
export async function storedRecord(name: string, email: string): Promise<Record<string, unknown>> {
  await expect.poll(() => records(name).filter((record) => record.email === email).length).toBe(1);
  return records(name).find((record) => record.email === email)!;
}

/** The verification link in the newest outbox message addressed to `email`, or null when none was sent. */
export function outboxLink(email: string): string | null {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return null;
  const messages = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.readFileSync(file, "utf8").split("\n").includes(`To: ${email}`))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const newest = messages[0];
  return newest ? (fs.readFileSync(newest, "utf8").match(/^https?:\/\/\S+\/verify-plan\/\S+$/m)?.[0] ?? null) : null;
}

/**
 * The path of the verification link mailed to `email`, checked to be on the market's configured site (links are
 * never built from the request's Host), so a test can open it on the server under test.
 */
export async function mailedPath(email: string, siteUrl: string): Promise<string> {
  await expect.poll(() => outboxLink(email)).not.toBeNull();
  return pathOn(outboxLink(email)!, siteUrl);
}

/** Plants a token the server will find already expired. */
export function plantExpiredToken(email: string): string {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const past = Date.now() - 60 * 60 * 1000;
  const record = {
    tokenHash: hashToken(token),
    plan: "wcc",
    email,
    phone: "+64211234567",
    createdAt: new Date(past - 24 * 60 * 60 * 1000).toISOString(),
    expiresAt: new Date(past).toISOString(),
  };
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  fs.appendFileSync(path.join(E2E_DATA_DIR, "verification-tokens.jsonl"), `${JSON.stringify(record)}\n`);
  return token;
}

/** A unique address per test run, so parallel tests in both markets never read each other's records. */
export const uniqueEmail = (who: string, market: string, domain: string) => `${who}.${market}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;

/**
 * Leaves every request to an endpoint unanswered, so the loading state stays put for as long as the test looks
 * at it (the client's own 15-second limit would turn a long hold into the generic error).
 */
export async function neverAnswer(page: Page, endpoint: string) {
  await page.route(`**${endpoint}`, () => undefined);
}

/** While loading: every field and the button are disabled, and the button says so. */
export async function expectLocked(form: Locator) {
  await expect(form.getByRole("button")).toHaveText("Loading...");
  const controls = form.locator("input, select, textarea, button");
  const count = await controls.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) await expect(controls.nth(i)).toBeDisabled();
}

/** The non-empty alert region's text. */
export const alertIn = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
