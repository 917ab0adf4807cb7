/** Events are promotions under another path: the same page, with /promo/{id} as its canonical address. */
export { default, generateMetadata, generateStaticParams } from "../../promo/[id]/page";

export const dynamicParams = false;
