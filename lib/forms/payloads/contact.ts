import { CONTACT_TYPES_WITH_PLACE, type ContactType } from "@/lib/facade/options/contact";
import { text, type Fields } from "./fields";

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
