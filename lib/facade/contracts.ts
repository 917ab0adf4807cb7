import { z } from "zod";
import { MAX_PATH_VALUE, MAX_TOKEN, hasControlCharacters, normaliseLineBreaks } from "@/lib/safe-text";
import { EMAIL_MAX, FIELD_LIMITS } from "./limits";
import { CONTACT_TYPES, WORKPLACE_CITIES, WORKPLACE_PARTICIPANTS, WORKPLACE_TIMES, WORKPLACE_TYPES, workplaceTypesFor } from "./options";

export { CONTACT_TYPES, WORKPLACE_CITIES, WORKPLACE_PARTICIPANTS, WORKPLACE_TIMES, WORKPLACE_TYPES };
export type { ContactType } from "./options";

/**
 * One schema per facade call, shared by the browser, the route handlers, the upstream adapter and the embedded
 * facade. Requests are strict: an unknown key (including __proto__ and friends) is a validation error.
 */

/**
 * The site checks only what keeps it safe: a length cap and no control characters (lib/safe-text). Formats beyond
 * that (token alphabets, phone spellings, key shapes) are the API's to judge, so a value the operator's API accepts
 * is never refused here; the embedded facade keeps its own format rules (embedded/formats.ts).
 */
const clean = z.string().refine((value) => !hasControlCharacters(value));
const line = (max: number) => clean.trim().min(1).max(max);
/** A text area's paragraphs: tab and line breaks allowed, CRLF stored as LF. */
const paragraphs = (max: number) =>
  z
    .string()
    .overwrite(normaliseLineBreaks)
    .refine((value) => !hasControlCharacters(value, { multiline: true }))
    .trim()
    .min(1)
    .max(max);
const email = line(EMAIL_MAX).pipe(z.email());
/** A value read from a path (plan key, app-info slug, referral id): sent on exactly as given. */
const pathValue = clean.min(1).max(MAX_PATH_VALUE);
/**
 * A path value that stays one path segment at the API, whatever it decodes to there: no `/` `\` `?` `#` `%` and
 * no dot segment (issue 55: `..%2F..%2Fadmin` went on to the API as a plan key). Its format is still the API's to
 * judge (upper case, underscores, macrons and dots pass), as below.
 */
const segmentValue = pathValue.refine((value) => !/[/\\?#%]/.test(value) && value !== "." && value !== "..");

export const contactRequest = z.strictObject({
  type: z.enum(CONTACT_TYPES),
  name: line(FIELD_LIMITS.contact.name),
  email,
  message: paragraphs(FIELD_LIMITS.contact.message),
  location: line(FIELD_LIMITS.contact.location).optional(),
  registration: line(FIELD_LIMITS.contact.registration).optional(),
});

/** The spec's body is email and phone; `plan` is the page's own key, for a facade that wants it (the embedded one). */
export const joinPlanRequest = z.strictObject({
  plan: segmentValue.optional(),
  email,
  phone: line(FIELD_LIMITS.joinPlan.phone),
});

export const verifyPlanRequest = z.strictObject({
  token: clean.min(1).max(MAX_TOKEN),
});

export const workplaceSessionRequest = z
  .strictObject({
    name: line(FIELD_LIMITS.workplaceSession.name),
    email,
    organisation: line(FIELD_LIMITS.workplaceSession.organisation),
    city: z.enum(WORKPLACE_CITIES),
    type: z.enum(WORKPLACE_TYPES),
    participants: z.enum(WORKPLACE_PARTICIPANTS),
    time: z.enum(WORKPLACE_TIMES),
    date: line(40),
  })
  .refine((value) => workplaceTypesFor(value.city).includes(value.type), {
    path: ["type"],
    message: "Only Scooters sessions run outside Wellington",
  });

export const appInfoRequest = z.strictObject({ slug: segmentValue });
export const referralRequest = z.strictObject({ uuid: segmentValue });

export const idParam = z.coerce.number().int().positive().max(100000);
export const planKeyParam = segmentValue;

/** Where Apply Now goes: a web page or a mailto: address as given; empty or absent means the careers mailbox. */
const applyUrl = z
  .union([z.literal(""), z.url({ protocol: /^(https?|mailto)$/ })])
  .optional()
  .nullable()
  .transform((value) => value || undefined);

export const career = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().min(1),
  details: z.string(),
  applyUrl,
  datePosted: z.iso.date().optional(),
  location: z.string().optional(),
  employmentType: z.string().optional(),
});

export const point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export const region = z.object({ serviceArea: z.array(point) });

export const instructionItem = z.object({ photoUrl: z.string().min(1), title: z.string().min(1), description: z.string() });
export const instructionSet = z.object({ items: z.array(instructionItem) });

export const benefit = z.object({ iconUrl: z.string().min(1), title: z.string().min(1), description: z.string() });
export const plan = z.object({
  name: z.string().min(1),
  description: z.string(),
  benefits: z.array(benefit),
  form: z.boolean(),
});

export const appInfo = z.object({ content: z.string() });
export const referral = z.object({ referralCode: z.string().min(1) });

/** Upstream answers wrap their payload in `data`; errors carry a `code`. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ data: payload });
export const errorBody = z.object({ code: z.string().min(1).max(100) });

/** Told about each list item an answer dropped: where it sat (`data.1`) and the field that broke (`title`). */
export type DropReport = (item: string, field: string) => void;

/**
 * A list in an upstream answer where one item that breaks the contract is dropped on its own, so one bad
 * career, safety item or benefit cannot take the rest of the list (or the page) down with it.
 */
function tolerantList<T extends z.ZodType>(item: T, where: string, report: DropReport) {
  return z.array(z.unknown()).transform((values) =>
    values.flatMap((value, index) => {
      const parsed = item.safeParse(value);
      if (parsed.success) return [parsed.data as z.output<T>];
      report(`${where}.${index}`, parsed.error.issues[0]?.path.join(".") || "(item)");
      return [];
    }),
  );
}

/** The answers the site reads, per call. `report` hears about list items that were dropped. */
export function responseSchemas(report: DropReport = () => undefined) {
  return {
    contact: z.unknown(),
    career: envelope(tolerantList(career, "data", report)),
    region: envelope(region),
    instruction: envelope(instructionSet.extend({ items: tolerantList(instructionItem, "data.items", report) })),
    getPlan: envelope(plan.extend({ benefits: tolerantList(benefit, "data.benefits", report) })),
    joinPlan: z.unknown(),
    verifyPlan: z.unknown(),
    workplaceSession: z.unknown(),
    appInfo: envelope(appInfo),
    referral: envelope(referral),
  };
}

export const responses = responseSchemas();

export type ContactRequest = z.infer<typeof contactRequest>;
export type JoinPlanRequest = z.infer<typeof joinPlanRequest>;
export type VerifyPlanRequest = z.infer<typeof verifyPlanRequest>;
export type WorkplaceSessionRequest = z.infer<typeof workplaceSessionRequest>;
export type AppInfoRequest = z.infer<typeof appInfoRequest>;
export type ReferralRequest = z.infer<typeof referralRequest>;
export type Career = z.infer<typeof career>;
export type Region = z.infer<typeof region>;
export type InstructionSet = z.infer<typeof instructionSet>;
export type InstructionItem = z.infer<typeof instructionItem>;
export type Plan = z.infer<typeof plan>;
export type AppInfo = z.infer<typeof appInfo>;
export type Referral = z.infer<typeof referral>;
