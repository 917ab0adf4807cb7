/** Label values from outside (methods, error codes, forms) are kept to closed sets: a series per junk value would grow forever. */

/** The methods the site takes (the edge refuses the rest with 405); any other counts as `other`. */
const METHODS = new Set(["GET", "HEAD", "POST"]);
export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");

/**
 * A status code as its class (`2xx` … `5xx`; anything outside 100..599 is `other`): a client picks the status of
 * many answers (a made-up method, path or header), and a series per code grew without end (issue 37). The alerts
 * match `status_code=~"5.."`, which the class `5xx` still does.
 */
export const statusLabel = (status: number) => (Number.isInteger(status) && status >= 100 && status <= 599 ? `${Math.floor(status / 100)}xx` : "other");

/**
 * Error codes that may label a form or API outcome: the catalogue's (lib/facade/messages/) and the endpoint's own
 * refusals. An API answering any other code is counted as `error`.
 */
const CODES = new Set([
  "validation", "domain_not_found", "verification_not_found", "verification_expired", "rate_limited", "not_found",
  "unsupported_media_type", "payload_too_large", "upstream", "conflict", "forbidden", "unauthorized", "storage_full",
  // The per-email and per-token limits (issue 70).
  "too_many_tries", "too_many_emails",
]);
export const codeLabel = (code: string) => (CODES.has(code) ? code : "error");

/** The POST endpoints a visitor's form or the app sends to, by the last segment of their path. */
const FORMS = new Set(["contact", "join-plan", "verify-plan", "workplace-session", "app-info", "referral"]);
export const formLabel = (pathname: string) => {
  const last = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return FORMS.has(last) ? last : "other";
};
