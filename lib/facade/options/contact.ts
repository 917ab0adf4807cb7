/** The contact form's enquiry types, as offered and as the contract enforces them. */
export const CONTACT_TYPES = ["general", "trip", "report", "incident"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  general: "General Enquiry",
  trip: "Rider Support",
  report: "Report a Scooter/Bike",
  incident: "Report an Incident",
};

/** Types whose enquiry is about a particular vehicle or place, so location and registration are asked for. */
export const CONTACT_TYPES_WITH_PLACE: readonly ContactType[] = ["report", "incident"];
