import { acceptableSessionDates } from "@/lib/session-dates";
import { fail, ok, type FacadeBackend } from "../backend";
import { contactRequest, joinPlanRequest, workplaceSessionRequest } from "../contracts";
import { isKey, isPhone, isToken, isUuid } from "./formats";
import { careersOverride, faulted } from "./overrides";
import { emailDomain, isConsumerEmail, isUndeliverableEmail, normalisePhone } from "./rules";
import { seed } from "./seed";
import { type Limiter } from "../shared-rate-limit";
import { subjectKey } from "../subject-key";
import { mailCeilingFromEnv } from "./mail-ceiling";
import { largestRecordBytes } from "./record-size";
import { CLIENT_KEY_BYTES, CLIENT_KEY_FIELD, OUTBOX, StorageFullError, Store } from "./store";
import { hashToken, newToken } from "./token";

export { hashToken };

export type EmbeddedOptions = {
  store: Store;
  now?: () => Date;
  tokenTtlMs?: number;
  log?: (line: string) => void;
  /** Whether the server log may show the link itself (only in development: whoever reads the log could use it). */
  logLinks?: boolean;
  /** Runs work that must not hold up (or time) an answer, the verification email; by default detached, failures logged. */
  afterAnswer?: (task: () => Promise<void>) => unknown;
  /** Verification emails per address (mail-ceiling.ts); by default the planSubject budget, in Redis with REDIS_URL. */
  mailCeiling?: Limiter;
};

/** No email when no account has the phone: nobody holds that token, and no mail names the address. */
type TokenRecord = { tokenHash: string; plan: string; email?: string; phone: string; createdAt: string; expiresAt: string };
/** Carries its token's expiry, so pruning keeps it exactly as long as the token: a spent token never works again. */
type UsedRecord = { tokenHash: string; usedAt: string; expiresAt: string };

/** A value outside this facade's formats (formats.ts): the answer the site's endpoints used to give it. */
const invalid = fail(400, "validation");

export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a working verification link may appear in the log: only when NODE_ENV says development or test. A
 * process that sets no NODE_ENV (the facade server under tsx) counts as production, like the site in production.
 */
export const logsLinks = (env: Readonly<Record<string, string | undefined>>) => env.NODE_ENV === "development" || env.NODE_ENV === "test";

const ISO_TIME = JSON.stringify(new Date(0).toISOString()).length;
/** The store adds the writer's hashed client to every record that names a sender (store.ts). */
const CLIENT = { [CLIENT_KEY_FIELD]: CLIENT_KEY_BYTES };
/** The longest line each kind of submission can be: its contract's fields at their limits, plus what is added here. */
const LARGEST = {
  contact: largestRecordBytes(contactRequest, { receivedAt: ISO_TIME, ...CLIENT }),
  joinPlan: largestRecordBytes(joinPlanRequest, { receivedAt: ISO_TIME, ...CLIENT }),
  token: largestRecordBytes(joinPlanRequest, { tokenHash: 66, createdAt: ISO_TIME, expiresAt: ISO_TIME, ...CLIENT }),
  workplaceSession: largestRecordBytes(workplaceSessionRequest, { receivedAt: ISO_TIME, ...CLIENT }),
};

/**
 * Runs `task` once the answer is on its way (not even its first step before), without waiting for it; a failure
 * (the outbox full, say) is logged, never thrown.
 */
export const detached = (log: (line: string) => void) => (task: () => Promise<void>): Promise<void> =>
  new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => log(`[embedded facade] verification email not written: ${error instanceof Error ? error.message : String(error)}`));

/** Files under DATA_DIR, one per kind of record. */
export const RECORDS = {
  contact: "contact-enquiries",
  joinPlan: "join-plan-requests",
  tokens: "verification-tokens",
  used: "verification-used",
  verified: "verifications",
  workplaceSession: "workplace-session-requests",
} as const;

/**
 * The facade the site runs on when no FACADE_API_URL is set: seed data from content/facade, submissions kept
 * under DATA_DIR, and the same answers (status and code) the operator's API gives.
 */
export function embeddedBackend({
  store,
  now = () => new Date(),
  tokenTtlMs = DEFAULT_TOKEN_TTL_MS,
  log = console.log,
  logLinks = logsLinks(process.env),
  afterAnswer = detached(log),
  mailCeiling = mailCeilingFromEnv(),
}: EmbeddedOptions): FacadeBackend {
  const stamp = () => now().toISOString();

  return refusingWhenFull({
    async contact(request, context) {
      if (isUndeliverableEmail(request.email)) return fail(400, "domain_not_found");
      await store.append(RECORDS.contact, { receivedAt: stamp(), ...request }, { client: context?.client, quota: "forms", maxBytes: LARGEST.contact });
      return ok(null);
    },

    async careers() {
      if (faulted("career")) return fail(503, "unavailable");
      return ok(careersOverride() ?? seed.careers());
    },

    async region(regionId) {
      const region = seed.region(regionId);
      return region ? ok({ serviceArea: region.serviceArea }) : fail(404, "not_found");
    },

    async instruction(groupId) {
      const set = seed.instruction(groupId);
      return set ? ok(set) : fail(404, "not_found");
    },

    async getPlan(key) {
      if (!isKey(key)) return invalid;
      const plan = Object.hasOwn(seed.plans(), key) ? seed.plans()[key] : undefined;
      if (!plan) return fail(404, "not_found");
      const { name, description, benefits, form } = plan; // approved domains stay private
      return ok({ name, description, benefits, form });
    },

    async joinPlan(request, context) {
      if ((request.plan !== undefined && !isKey(request.plan)) || !isPhone(request.phone)) return invalid;
      const plans = seed.plans();
      const domain = emailDomain(request.email);
      const candidates = request.plan ? (Object.hasOwn(plans, request.plan) ? [request.plan] : []) : Object.keys(plans);
      // A plan without a form is arranged with the institution directly, so nobody joins it here.
      const planKey = candidates.find((key) => plans[key]?.form && plans[key].domains.includes(domain));
      if (!planKey) return fail(400, "domain_not_found");

      // A full outbox would leave the answer's promise of an email unkept (issue 55: 200, and nothing written): the
      // visitor is told instead (507 storage_full, the form's "Something went wrong"), and the operator by the
      // FormStorageFull alert. Checked for every request, account or not, so the answer still tells nothing.
      if (!(await store.hasRoomFor(OUTBOX))) throw new StorageFullError("outbox is full");
      const phone = normalisePhone(request.phone);
      const write = { client: context.client, quota: "plan" } as const;
      const account = seed.accounts().find((entry) => entry.phone === phone);
      // A request for a phone without an account sends no mail, so its records name no sender: they cannot fill an
      // address's cap (STORE_MAX_RECORDS_PER_SENDER) and lock its owner out of join-plan unawares (issue 37). The
      // same two records are written either way, so the answer's time still does not tell.
      const sender = account ? { email: request.email } : {};
      // The address's ceiling on verification emails counts only a request that matched an account (its owner's
      // phone), so strangers' tries naming the address never spend it (issue 70); checked and counted in one step,
      // so a burst cannot pass it, and handed back if the message is never written. A request without an account
      // asks the same budget without counting, so the answer's time does not tell. Past the ceiling the owner is
      // told so (429 too_many_emails), which a stranger reaches only by sending the owner that many emails first.
      const subject = subjectKey(request.email);
      const release = account ? await mailCeiling.reserve(subject) : (await mailCeiling.allows(subject), async () => undefined);
      if (!release) return fail(429, "too_many_emails");
      // The same work whether or not the phone has an account, so neither the answer nor its time tells: a token
      // is made and stored for every request (one nobody holds when no account has the phone), and the email is
      // written after the answer. It greets no one: it goes to an address nobody has verified yet.
      const token = newToken();
      const created = now();
      const record: TokenRecord = {
        tokenHash: hashToken(token),
        plan: planKey,
        ...sender,
        phone,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + tokenTtlMs).toISOString(),
      };
      try {
        await store.append(RECORDS.joinPlan, { receivedAt: stamp(), plan: planKey, ...sender, phone }, { ...write, maxBytes: LARGEST.joinPlan });
        await store.append(RECORDS.tokens, record, { ...write, maxBytes: LARGEST.token });
      } catch (error) {
        await release();
        throw error;
      }
      if (!account) return ok(null);

      const link = `${context.origin}/verify-plan/${token}`;
      const message = [
        `To: ${request.email}`,
        `Subject: Verify your email for ${plans[planKey]?.name ?? "your workplace plan"}`,
        `Date: ${created.toUTCString()}`,
        "",
        "Kia ora,",
        "",
        "Tap the link below to confirm your work email and switch on your workplace plan in the Flamingo app:",
        link,
        "",
        `The link works once and expires at ${record.expiresAt}.`,
        "",
        "If you did not ask to join, ignore this email: nothing changes until the link is used.",
        "",
      ].join("\n");
      afterAnswer(async () => {
        // The outbox keeps the link: the message is the email, and the folder is readable by the server's user only.
        const file = await store.writeFile(`${OUTBOX}/${created.getTime()}-${record.tokenHash.slice(0, 12)}.eml`, message, write).catch(async (error: unknown) => {
          await release();
          throw error;
        });
        log(`[embedded facade] verification email written to ${file}${logLinks ? `: ${link}` : ""}`);
      });
      return ok(null);
    },

    async verifyPlan({ token }) {
      if (!isToken(token)) return invalid;
      const tokenHash = hashToken(token);
      return store.exclusive(async () => {
        // Two look-ups in the store's in-memory indexes: the same cost at 40 records or 40,000.
        const record = await store.findNow<TokenRecord>(RECORDS.tokens, "tokenHash", tokenHash);
        if (!record) return fail(404, "verification_not_found");
        if (await store.findNow<UsedRecord>(RECORDS.used, "tokenHash", tokenHash)) return fail(404, "verification_not_found");
        if (Date.parse(record.expiresAt) <= now().getTime()) return fail(410, "verification_expired");
        await store.appendNow(RECORDS.used, { tokenHash, usedAt: stamp(), expiresAt: record.expiresAt } satisfies UsedRecord);
        await store.appendNow(RECORDS.verified, { verifiedAt: stamp(), plan: record.plan, email: record.email, phone: record.phone });
        return ok(null);
      });
    },

    async workplaceSession(request, context) {
      if (isConsumerEmail(request.email) || isUndeliverableEmail(request.email)) return fail(400, "domain_not_found");
      if (!acceptableSessionDates(now()).has(request.date)) return fail(400, "validation");
      const options = { client: context?.client, quota: "forms", maxBytes: LARGEST.workplaceSession } as const;
      await store.append(RECORDS.workplaceSession, { receivedAt: stamp(), ...request }, options);
      return ok(null);
    },

    async appInfo({ slug }) {
      if (!isKey(slug)) return invalid;
      const content = seed.appInfo(slug);
      return content === undefined ? fail(404, "not_found") : ok({ content });
    },

    async referral({ uuid }) {
      if (!isUuid(uuid)) return invalid;
      const referrals = seed.referrals();
      const key = uuid.toLowerCase();
      const code = Object.hasOwn(referrals, key) ? referrals[key] : undefined;
      return code ? ok({ referralCode: code }) : fail(404, "not_found");
    },
  });
}

/** A write the store's caps refuse is the upstream's 507 `storage_full`, whichever call made it. */
function refusingWhenFull(backend: FacadeBackend): FacadeBackend {
  const guarded = Object.entries(backend).map(([name, call]: [string, (...args: unknown[]) => Promise<unknown>]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof StorageFullError) return fail(507, "storage_full");
        throw error;
      }
    },
  ]);
  return Object.fromEntries(guarded) as FacadeBackend;
}
