import type { FormMessages } from "./error";

export const JOIN_PLAN_ERRORS: FormMessages = {
  codes: {
    validation: "Invalid email or phone",
    domain_not_found: "Email address not applicable",
    // The spec names no limits; these say what each one is and how long it lasts (budgets.ts, issue 70).
    too_many_tries: "Too many tries with this email address from your connection just now. Please try again in 10 minutes.",
    too_many_emails: "We have already sent several verification emails to this address in the last 10 minutes. Please use the newest one, or try again in 10 minutes.",
  },
  other: "Something went wrong",
};

export const JOIN_PLAN_SUCCESS = {
  heading: "Check your email",
  text: "We've sent a verification link to your work email. If nothing arrives within 5 minutes, check that the phone number on your app account matches the one you entered.",
};
