import type { Thing, WithContext } from "schema-dts";
import { jsonLdString } from "@/lib/seo/structured-data";

/** Structured data for search engines, typed with schema-dts; build the data with lib/seo/structured-data. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
