import { LaterImage } from "@/components/layout/LaterImage";
import styles from "./Report.module.css";

/**
 * Where the number is printed, folded away under the Registration field: opened by tap, Enter or Space with or
 * without the page's script (a <details>), so the form stays short for a thumb until someone needs the picture.
 */
export function RegistrationHelp() {
  return (
    <details className={styles.help}>
      <summary>Where do I find the number?</summary>
      <figure className={styles.figure}>
        <LaterImage
          src="/assets/images/report/registration.svg"
          alt="A scooter and an e-bike side on. On the scooter, a pink plate on top of the stem below the handlebars holds a QR code and the number 1234; on the e-bike the same plate sits on top of the handlebars."
          width={640}
          height={330}
          className={styles.picture}
        />
        <figcaption>
          Look on top of the vehicle, on the plate with the QR code riders scan: on a scooter it sits at the top of the
          stem, on an e-bike on the handlebars. A scooter&apos;s number has 4 digits.
        </figcaption>
      </figure>
    </details>
  );
}
