/** Free webmail providers: a workplace training request must come from a work address. */
export const CONSUMER_EMAIL_DOMAINS = new Set([
  "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "hotmail.co.nz", "hotmail.co.uk", "live.com",
  "live.co.nz", "msn.com", "yahoo.com", "yahoo.co.nz", "yahoo.com.au", "ymail.com", "icloud.com", "me.com",
  "mac.com", "aol.com", "protonmail.com", "proton.me", "gmx.com", "mail.com", "xtra.co.nz", "zoho.com",
]);

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();
}

export function isConsumerEmail(email: string): boolean {
  return CONSUMER_EMAIL_DOMAINS.has(emailDomain(email));
}

/** New Zealand phone numbers in any common spelling (021 123 4567, +64 21 123 4567, 6421…) to E.164. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("64")) return `+${digits}`;
  if (digits.startsWith("0")) return `+64${digits.slice(1)}`;
  return `+${digits}`;
}

/** Throwaway inbox services: a reply sent there is read by nobody, or by anybody. */
export const DISPOSABLE_EMAIL_DOMAINS = new Set([
  "mailinator.com", "guerrillamail.com", "guerrillamail.net", "sharklasers.com", "10minutemail.com", "temp-mail.org",
  "tempmail.com", "yopmail.com", "trashmail.com", "getnada.com", "dispostable.com", "maildrop.cc", "throwawaymail.com",
]);

/** Names reserved by RFC 2606 and RFC 6761: no mail can ever be delivered there. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/;

/** An address we could never answer: a reserved name or a throwaway inbox. */
export function isUndeliverableEmail(email: string): boolean {
  const domain = emailDomain(email);
  return RESERVED_DOMAIN.test(domain) || DISPOSABLE_EMAIL_DOMAINS.has(domain);
}
