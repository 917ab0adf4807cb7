import { NO_OPENINGS, type Job } from "@/lib/careers";
import styles from "./Careers.module.css";
import { JobListing } from "./JobListing";
import { OpeningsNav } from "./OpeningsNav";

type Props = { jobs: readonly Job[]; intro: string; emptyFollowUp: string; careersEmail: string; unavailableNote?: string };

/**
 * 'Current Openings': the anchor list and a listing per job, or the empty message with the careers mailbox, or
 * (`unavailableNote`) a note that the openings could not be loaded, with the mailbox.
 */
export function Openings({ jobs, intro, emptyFollowUp, careersEmail, unavailableNote }: Props) {
  return (
    <section className="section" aria-labelledby="current-openings">
      <div className="container">
        <div className="section-head">
          <h2 id="current-openings">Current Openings</h2>
          {jobs.length > 0 ? <p>{intro}</p> : null}
        </div>
        {jobs.length > 0 ? (
          <>
            <OpeningsNav jobs={jobs} />
            <div className={styles.jobs}>
              {jobs.map((job) => (
                <JobListing key={job.anchor} job={job} />
              ))}
            </div>
          </>
        ) : (
          <div className={`card ${styles.empty}`}>
            {unavailableNote ? (
              <p>
                {unavailableNote} <a href={`mailto:${careersEmail}`}>{careersEmail}</a>.
              </p>
            ) : (
              <>
                <p>{NO_OPENINGS}</p>
                <p>
                  {emptyFollowUp} <a href={`mailto:${careersEmail}`}>{careersEmail}</a>
                </p>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
