import type { Job } from "@/lib/careers";
import styles from "./Careers.module.css";

/** The list of openings, each a link down to its listing. */
export function OpeningsNav({ jobs }: { jobs: readonly Job[] }) {
  return (
    <nav aria-label="Current openings" className={styles.nav}>
      <ul>
        {jobs.map((job) => (
          <li key={job.anchor}>
            <a href={`#${job.anchor}`} className={styles.navLink}>
              <span className={styles.navText}>
                <span className={styles.navTitle}>{job.title}</span>
                {job.meta ? <span className={styles.navMeta}>{job.meta}</span> : null}
              </span>
              <span className={styles.navArrow} aria-hidden="true">
                ↓
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
