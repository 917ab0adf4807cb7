import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe, so the link survives any mail client. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Only the hash is stored, so a leaked data directory holds no usable links. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
