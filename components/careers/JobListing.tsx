import { Markdown } from "@/components/markdown/Markdown";
import { JOB_DETAILS_HEADING_SHIFT, type Job } from "@/lib/careers";
import styles from "./Careers.module.css";

/**
 * One opening: title, its markdown details (as the facade sent them, rendered safely) and Apply Now. A mailto:
 * link opens the visitor's mail program, not a tab, so its name says email instead.
 */
export function JobListing({ job }: { job: Job }) {
  const titleId = `${job.anchor}-title`;
  return (
    <article id={job.anchor} aria-labelledby={titleId} className={`card ${styles.job}`}>
      <header className={styles.jobHead}>
        <h3 id={titleId}>{job.title}</h3>
        {job.meta ? <p className={styles.jobMeta}>{job.meta}</p> : null}
      </header>
      <Markdown headingShift={JOB_DETAILS_HEADING_SHIFT} className={`prose ${styles.details}`}>
        {job.details}
      </Markdown>
      <a href={job.applyHref} target="_blank" rel="noopener noreferrer" className="button button--primary">
        Apply Now
        <span className="visually-hidden">{` for ${job.title} ${job.applyHref.startsWith("mailto:") ? "by email" : "(opens in a new tab)"}`}</span>
      </a>
    </article>
  );
}
