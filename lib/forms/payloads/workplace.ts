import { text, type Fields } from "./fields";

export const WORKPLACE_FIELDS = ["name", "email", "organisation", "city", "type", "participants", "time", "date"] as const;

export function workplacePayload(fields: Fields) {
  return Object.fromEntries(WORKPLACE_FIELDS.map((name) => [name, text(fields, name)])) as Record<(typeof WORKPLACE_FIELDS)[number], string>;
}
