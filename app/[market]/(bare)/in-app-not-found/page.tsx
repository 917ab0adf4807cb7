import { NotFoundView } from "@/components/layout/NotFoundView";

export { metadata } from "../../(site)/not-found";

/**
 * The proxy rewrites unknown paths holding /app-info or /referral here, with a 404 status: the spec hides header
 * and footer on every such path, so their 404 is prerendered inside the bare layout. The view is rendered in
 * place, for the reason the site's page-not-found gives.
 */
export default function InAppNotFound() {
  return <NotFoundView />;
}
