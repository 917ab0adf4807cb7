import { site } from "@/lib/content/markets";
import type { Quiz, QuizAnswer } from "@/lib/content/quizzes";
import styles from "./Quiz.module.css";

/** The chosen answer, why it is or isn't the safe choice, and the voucher or a way back to the question. */
export function QuizResult({ id, quiz, answer }: { id: string; quiz: Quiz; answer: QuizAnswer }) {
  return (
    <div className={styles.panel}>
      <p className={styles.label}>The question</p>
      <p className={styles.asked}>{quiz.question}</p>
      <p className={styles.label}>Your answer</p>
      <p className={`${styles.chosen} ${answer.correct ? styles.right : styles.wrong}`}>{answer.text}</p>
      <h2 className={styles.verdict}>{answer.correct ? "You got it!" : "Not the safest choice"}</h2>
      <p>{answer.description}</p>
      {answer.correct ? (
        <section className={styles.voucher} aria-labelledby="voucher-heading">
          <h3 id="voucher-heading" className={styles.voucherHeading}>
            Your reward: {quiz.reward}
          </h3>
          <p className={styles.codeLabel}>Voucher code</p>
          <p className={styles.code}>{quiz.code}</p>
          <p className={styles.voucherNote}>
            Enter it on the Payment screen of the {site.product} app. One per customer.
          </p>
        </section>
      ) : (
        <div className="actions">
          <a href={`/quiz/${id}`} className="button button--primary">
            Try again
          </a>
        </div>
      )}
    </div>
  );
}
