import type { FormMessages } from "./error";

// Each form's words in a file of their own, so a form's script carries only its own (core-site.md section 8).
export const CONTACT_ERRORS: FormMessages = {
  codes: { validation: "Invalid name, email or message", domain_not_found: "Email address not applicable" },
  other: "Something went wrong",
};

export const CONTACT_SUCCESS = "Thank you for contacting us. We will be in touch within 24 hours.";
