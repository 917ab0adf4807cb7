import type { FormMessages } from "./error";

export const VERIFY_PLAN_ERRORS: FormMessages = {
  codes: {
    validation: "The email verification token was invalid. Please try again.",
    verification_not_found: "The email verification token was not found. Please try again.",
    verification_expired: "The email verification token has expired. Please try again.",
    // The spec names no limit; this one counts tries with one link from one connection (budgets.ts, issue 70).
    too_many_tries: "Too many tries with this link from your connection just now. Please try again in 10 minutes.",
  },
  other: "Something went wrong. Please try again.",
};

export const verifyPlanSuccess = (product: string) =>
  `Thank you for verifying your email! You're all set to go! You can track your weekly usage under the "Go Pass" section of the ${product} app.`;
