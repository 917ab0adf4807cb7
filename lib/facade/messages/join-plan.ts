import type { FormMessages } from "./error";

export const JOIN_PLAN_ERRORS: FormMessages = {
  codes: { validation: "Invalid email or phone", domain_not_found: "Email address not applicable" },
  other: "Something went wrong",
};

export const JOIN_PLAN_SUCCESS = {
  heading: "Check your email",
  text: "We've sent a verification link to your work email. If nothing arrives within 5 minutes, check that the phone number on your app account matches the one you entered.",
};
