import { z } from "zod";

/**
 * The embedded facade's own format rules: what the site's endpoints checked before they left formats to the API.
 * A value outside them is answered 400 `validation`, as before, so the forms show the same messages.
 */
/** Plan keys and app-info slugs. */
const KEY = /^[a-z0-9-]{1,64}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
/** Verification tokens are base64url strings of 22 to 128 characters (this facade issues 43). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
const uuid = z.uuid();

export const isKey = (value: string) => KEY.test(value);
export const isPhone = (value: string) => PHONE.test(value);
export const isToken = (value: string) => TOKEN.test(value);
/** RFC 9562 UUIDs, as zod's uuid() reads them. */
export const isUuid = (value: string) => uuid.safeParse(value).success;
