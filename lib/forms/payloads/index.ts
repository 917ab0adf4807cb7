/** What each form sends, one file a form so each form's script carries only its own. */
export type { Fields } from "./fields";
export { contactPayload } from "./contact";
export { joinPlanPayload } from "./join-plan";
export { WORKPLACE_FIELDS, workplacePayload } from "./workplace";
