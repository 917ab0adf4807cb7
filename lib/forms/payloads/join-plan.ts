import { text, type Fields } from "./fields";

export function joinPlanPayload(fields: Fields, plan: string) {
  return { plan, email: text(fields, "email"), phone: text(fields, "phone") };
}
