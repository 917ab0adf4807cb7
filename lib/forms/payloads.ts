import { CONTACT_TYPES_WITH_PLACE, type ContactType } from "@/lib/facade/options";

/** Reads a form's named text values (FormData in the browser, a plain map in tests). */
export type Fields = { get(name: string): FormDataEntryValue | null | undefined };

const text = (fields: Fields, name: string) => {
  const value = fields.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The contact enquiry as sent: location and registration only for vehicle reports and incidents, and only when
 * the rider wrote something in them. Everything else goes as typed; the server is the one that validates.
 */
export function contactPayload(fields: Fields) {
  const type = text(fields, "type") as ContactType;
  const payload: Record<string, string> = { type, name: text(fields, "name"), email: text(fields, "email"), message: text(fields, "message") };
  if (CONTACT_TYPES_WITH_PLACE.includes(type)) {
    for (const optional of ["location", "registration"]) {
      const value = text(fields, optional);
      if (value.trim() !== "") payload[optional] = value;
    }
  }
  return payload;
}

export function joinPlanPayload(fields: Fields, plan: string) {
  return { plan, email: text(fields, "email"), phone: text(fields, "phone") };
}

export const WORKPLACE_FIELDS = ["name", "email", "organisation", "city", "type", "participants", "time", "date"] as const;

export function workplacePayload(fields: Fields) {
  return Object.fromEntries(WORKPLACE_FIELDS.map((name) => [name, text(fields, name)])) as Record<(typeof WORKPLACE_FIELDS)[number], string>;
}
