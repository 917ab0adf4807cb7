/**
 * The longest value each text field's contract accepts: lib/facade/contracts.ts builds its schemas from these,
 * and the forms give them to their fields as `maxLength`, so the two can never disagree. Plain numbers, without
 * zod: the forms ship to the browser, and zod's first use there tries `new Function`, which the site's script
 * policy refuses (and reports).
 */
export const EMAIL_MAX = 254;

export const FIELD_LIMITS = {
  contact: { name: 200, email: EMAIL_MAX, message: 5000, location: 300, registration: 50 },
  joinPlan: { email: EMAIL_MAX, phone: 40 },
  workplaceSession: { name: 200, email: EMAIL_MAX, organisation: 200 },
} as const;
