/**
 * After the server refuses an enquiry, which of the fields it judges need the person's attention. The spec leaves
 * judging to the server (no client checks before sending) and its codes name no field: "validation" says "Invalid
 * name, email or message", so each of those that is empty, or an address the browser's own email rule rejects, is
 * marked; when none looks wrong to us, all three are, since the server found one of them wanting.
 */
export const JUDGED_FIELDS = ["name", "email", "message"] as const;
export type JudgedField = (typeof JUDGED_FIELDS)[number];

export type Attention = Partial<Record<JudgedField, "missing" | "check">>;

export type Sent = { name: string; email: string; message: string; emailMalformed: boolean };

export function fieldsNeedingAttention(code: string, sent: Sent): Attention {
  if (code === "domain_not_found") return { email: "check" };
  if (code !== "validation") return {};
  const marks: Attention = {};
  for (const field of JUDGED_FIELDS) if (sent[field].trim() === "") marks[field] = "missing";
  if (!marks.email && sent.emailMalformed) marks.email = "check";
  if (Object.keys(marks).length > 0) return marks;
  return { name: "check", email: "check", message: "check" };
}
