import type { FormMessages } from "./error";

export const VERIFY_PLAN_ERRORS: FormMessages = {
  codes: {
    validation: "The email verification token was invalid. Please try again.",
    verification_not_found: "The email verification token was not found. Please try again.",
    verification_expired: "The email verification token has expired. Please try again.",
  },
  other: "Something went wrong. Please try again.",
};

export const verifyPlanSuccess = (product: string) =>
  `Thank you for verifying your email! You're all set to go! You can track your weekly usage under the "Go Pass" section of the ${product} app.`;
