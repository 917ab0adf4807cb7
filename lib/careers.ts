import type { Career } from "@/lib/facade/contracts";
import { uniqueSlugs } from "@/lib/slug";

export type Job = Career & {
  /** Fragment id of the job's block, linked from the list of openings. */
  anchor: string;
  /** The job's applyUrl, or an email to the market's careers mailbox with the job in the subject. */
  applyHref: string;
  /** "Auckland · Full time", from whichever of location and employment type the call gave. */
  meta: string;
};

/**
 * What the careers page shows: the openings, the empty message, or (when the call failed while the page was
 * built) a note with the careers mailbox. Never a redirect: a cached page must not turn one failure into an
 * hour of sending visitors home.
 */
export type CareersView = { kind: "list"; jobs: Job[] } | { kind: "empty" } | { kind: "unavailable" };

/** Job details' own headings sit under the opening's h3 (## → h4), on the page and in the structured data. */
export const JOB_DETAILS_HEADING_SHIFT = 2;

export const NO_OPENINGS = "There are no current openings.";

export function applyHref(career: Pick<Career, "title" | "applyUrl">, careersEmail: string): string {
  return career.applyUrl ?? `mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${career.title}`)}`;
}

/** "FULL_TIME" → "Full time": schema.org employment types as a reader would write them. */
export function employmentLabel(type: string): string {
  const words = type.trim().toLowerCase().replace(/[_-]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `careers` is null when the call failed. */
export function careersView(careers: Career[] | null, careersEmail: string): CareersView {
  if (!careers) return { kind: "unavailable" };
  if (careers.length === 0) return { kind: "empty" };
  const anchors = uniqueSlugs(careers.map((career) => career.id), "job-");
  return {
    kind: "list",
    jobs: careers.map((career, index) => ({
      ...career,
      anchor: anchors[index] ?? `job-${index + 1}`,
      applyHref: applyHref(career, careersEmail),
      meta: [career.location, career.employmentType && employmentLabel(career.employmentType)].filter(Boolean).join(" · "),
    })),
  };
}
