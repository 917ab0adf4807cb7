import { notFound } from "next/navigation";

/**
 * The proxy rewrites unknown paths holding /app-info or /referral here: the spec hides header and footer on every
 * such path, so their 404 is prerendered inside the bare layout.
 */
export default function InAppNotFound() {
  notFound();
}
