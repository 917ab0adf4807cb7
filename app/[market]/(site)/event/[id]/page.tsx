/** Events are promotions under another path: the same page, with /promo/{id} as its canonical address. */
export { default, generateMetadata, generateStaticParams } from "../../promo/[id]/page";

export const dynamicParams = false;
// Route segment settings must be written in the route's own file: the same half hour as /promo/{id}.
export const revalidate = 1800;
