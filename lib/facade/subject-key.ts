import { createHash } from "node:crypto";

/**
 * What a per-email (or per-token) budget counts under: a hash of the address as its owner would type it, case and
 * surrounding spaces aside, so neither Redis nor memory holds an email address or a token.
 */
export const subjectKey = (subject: string) => createHash("sha256").update(subject.trim().toLowerCase()).digest("hex").slice(0, 32);
