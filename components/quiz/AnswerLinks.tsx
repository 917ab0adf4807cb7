import type { Quiz } from "@/lib/content/quizzes";
import styles from "./Quiz.module.css";

/** The question and its answers, each a link to its result page. */
export function AnswerLinks({ id, quiz }: { id: string; quiz: Quiz }) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.question}>{quiz.question}</h2>
      <ol className={styles.answers}>
        {Object.entries(quiz.answers).map(([key, answer], index) => (
          <li key={key}>
            <a href={`/quiz/${id}/${key}`} className={styles.answer}>
              <span className={styles.letter} aria-hidden="true">
                {String.fromCharCode(65 + index)}
              </span>
              <span>{answer.text}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
