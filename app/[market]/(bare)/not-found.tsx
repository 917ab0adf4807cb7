/** The same 404 content as the site's, here without header and footer (the bare layout has none). */
export { default, metadata } from "../(site)/not-found";
