import type { FormMessages } from "./error";

export const WORKPLACE_SESSION_ERRORS: FormMessages = {
  codes: { validation: "Please complete all fields.", domain_not_found: "Email address not applicable" },
  other: "Something went wrong",
};

export const WORKPLACE_SESSION_SUCCESS = "Thank you! We've received your request and will get back to you within 1 business day to confirm your session.";
