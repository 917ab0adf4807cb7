import { CONTACT_ERRORS } from "./contact";
import { messageFor, type FormMessages } from "./error";
import { JOIN_PLAN_ERRORS } from "./join-plan";
import { VERIFY_PLAN_ERRORS } from "./verify-plan";
import { WORKPLACE_SESSION_ERRORS } from "./workplace-session";

export { RATE_LIMITED_MESSAGE } from "./error";
export { JOIN_PLAN_SUCCESS } from "./join-plan";

export type FormName = "contact" | "joinPlan" | "verifyPlan" | "workplaceSession";

/**
 * The spec's error catalogue (core-site.md section 8), word for word, plus the refusal of too many tries: every
 * form's words, for code that speaks of all of them. A form imports its own file (./contact and the others).
 */
const catalogue: Record<FormName, FormMessages> = {
  contact: CONTACT_ERRORS,
  joinPlan: JOIN_PLAN_ERRORS,
  verifyPlan: VERIFY_PLAN_ERRORS,
  workplaceSession: WORKPLACE_SESSION_ERRORS,
};

export const errorMessage = (form: FormName, code: string | undefined): string => messageFor(catalogue[form], code);

export const IN_APP_FAILURE = { heading: "Something Went Wrong", text: "Please go back and try again." };
