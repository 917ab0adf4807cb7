import "server-only";
import { z } from "zod";
import { once, readJson } from "@/lib/content/files";
import { text } from "@/lib/content/schemas";
import type { FeedName } from "./feeds";
import { SAMPLE_ID, SOURCE_ATTRIBUTE, gbfsSourceId, gbfsTemplate } from "./source-setting.cjs";

export { SOURCE_ATTRIBUTE, gbfsTemplate };

/** Where the site serves the fixture feeds: /api/gbfs/{system}/{feed}.json (route handlers pass the proxy untouched). */
export const embeddedUrl = (siteUrl: string, system: string, feed: FeedName) => `${siteUrl}/api/gbfs/${system}/${feed}.json`;

type Env = Readonly<Record<string, string | undefined>>;

const fill = (template: string, system: string) => template.replaceAll("{system}", encodeURIComponent(system));

/** The system's gbfs.json: the operator's under the template, else the fixture's on the market's own site. */
export function discoveryUrl(system: string, siteUrl: string, env: Env = process.env): string {
  const template = gbfsTemplate(env);
  return template ? fill(template, system) : embeddedUrl(siteUrl, system, "gbfs");
}

/**
 * What this instance reads: the operator's feeds (GBFS_URL_TEMPLATE) or the fixture's sample figures; `id` is what
 * its pages mark (data-gbfs-source) so no cached copy of another source's is ever served (source-setting.cjs).
 */
export type GbfsSource = { kind: "operator" | "sample"; id: string };

export function gbfsSource(env: Env = process.env): GbfsSource {
  const id = gbfsSourceId(env);
  return { kind: id === SAMPLE_ID ? "sample" : "operator", id };
}

/** The marker attribute for an element that shows the source's figures or links. */
export const sourceMark = (source: GbfsSource) => ({ [SOURCE_ATTRIBUTE]: source.id });

/** The line an instance logs at start. */
export function sourceNote(env: Env = process.env): string {
  const template = gbfsTemplate(env);
  return template
    ? `gbfs_source kind=operator template=${template}`
    : `gbfs_source kind=sample: GBFS_URL_TEMPLATE is unset or not an http(s) URL with {system}, so the city pages show the sample figures of content/gbfs/, marked as samples`;
}

const publishedSchema = z.strictObject({
  template: z
    .string()
    .max(300)
    .refine((value) => gbfsTemplate({ GBFS_URL_TEMPLATE: value }) === value && value.startsWith("https://"), "must be an https URL with {system}"),
  /** Whose address it is: where the template was read. */
  source: text,
});

/** The operator's published feeds (content/gbfs-published.json): what the open-data section offers, whatever this instance reads. */
export const publishedFeeds = once(() => readJson("gbfs-published.json", publishedSchema));

/** One system's published gbfs.json. */
export const publishedUrl = (system: string) => fill(publishedFeeds().template, system);
