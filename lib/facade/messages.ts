/** The spec's error catalogue (core-site.md section 8), word for word, plus the refusal of too many tries. */

export type FormName = "contact" | "joinPlan" | "verifyPlan" | "workplaceSession";

/**
 * A 429, from the site's limiter or the edge's: the one error a rider fixes by waiting, so it says so instead of
 * the catch-all (an office behind one address shares the per-address budget).
 */
export const RATE_LIMITED_MESSAGE = "Too many requests from your network just now. Please try again in a minute.";

const catalogue: Record<FormName, { codes: Record<string, string>; other: string }> = {
  contact: {
    codes: { validation: "Invalid name, email or message", domain_not_found: "Email address not applicable" },
    other: "Something went wrong",
  },
  joinPlan: {
    codes: { validation: "Invalid email or phone", domain_not_found: "Email address not applicable" },
    other: "Something went wrong",
  },
  verifyPlan: {
    codes: {
      validation: "The email verification token was invalid. Please try again.",
      verification_not_found: "The email verification token was not found. Please try again.",
      verification_expired: "The email verification token has expired. Please try again.",
    },
    other: "Something went wrong. Please try again.",
  },
  workplaceSession: {
    codes: { validation: "Please complete all fields.", domain_not_found: "Email address not applicable" },
    other: "Something went wrong",
  },
};

/** The message a form shows for an error code; any code the catalogue does not name gets the form's generic one. */
export function errorMessage(form: FormName, code: string | undefined): string {
  if (code === "rate_limited") return RATE_LIMITED_MESSAGE;
  const entry = catalogue[form];
  return (code !== undefined && Object.hasOwn(entry.codes, code) ? entry.codes[code] : undefined) ?? entry.other;
}

export function successMessage(form: "contact" | "verifyPlan" | "workplaceSession", product: string): string {
  switch (form) {
    case "contact":
      return "Thank you for contacting us. We will be in touch within 24 hours.";
    case "verifyPlan":
      return `Thank you for verifying your email! You're all set to go! You can track your weekly usage under the "Go Pass" section of the ${product} app.`;
    case "workplaceSession":
      return "Thank you! We've received your request and will get back to you within 1 business day to confirm your session.";
  }
}

export const JOIN_PLAN_SUCCESS = {
  heading: "Check your email",
  text: "We've sent a verification link to your work email. If nothing arrives within 5 minutes, check that the phone number on your app account matches the one you entered.",
};

export const IN_APP_FAILURE = { heading: "Something Went Wrong", text: "Please go back and try again." };
