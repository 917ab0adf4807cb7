import type { Thing, WithContext } from "schema-dts";
import { jsonLdString } from "@/lib/seo/structured-data";

/**
 * Structured data for search engines, typed with schema-dts; build the data with lib/seo/structured-data.
 * A builder that declines (null, e.g. a job without a posting date) renders nothing.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
