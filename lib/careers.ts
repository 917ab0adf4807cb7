import type { Result } from "@/lib/facade/backend";
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

/** What the careers page shows: the openings, the empty message, or a redirect home when the call failed. */
export type CareersView = { kind: "list"; jobs: Job[] } | { kind: "empty" } | { kind: "redirect"; location: "/" };

export const NO_OPENINGS = "There are no current openings.";

export function applyHref(career: Pick<Career, "title" | "applyUrl">, careersEmail: string): string {
  return career.applyUrl ?? `mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${career.title}`)}`;
}

/** "FULL_TIME" → "Full time": schema.org employment types as a reader would write them. */
export function employmentLabel(type: string): string {
  const words = type.trim().toLowerCase().replace(/[_-]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `result` is null when the call threw (timeout, bad answer) rather than answering with an error. */
export function careersView(result: Result<Career[]> | null, careersEmail: string): CareersView {
  if (!result || !result.ok) return { kind: "redirect", location: "/" };
  if (result.data.length === 0) return { kind: "empty" };
  const anchors = uniqueSlugs(result.data.map((career) => career.id), "job-");
  return {
    kind: "list",
    jobs: result.data.map((career, index) => ({
      ...career,
      anchor: anchors[index] ?? `job-${index + 1}`,
      applyHref: applyHref(career, careersEmail),
      meta: [career.location, career.employmentType && employmentLabel(career.employmentType)].filter(Boolean).join(" · "),
    })),
  };
}
