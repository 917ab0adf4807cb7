import { PageHero } from "@/components/layout/PageHero";
import type { Quiz } from "@/lib/content/quizzes";

/** The top of both quiz pages: the quiz's title, picture and subheading, and what a right answer wins. */
export function QuizHero({ quiz }: { quiz: Quiz }) {
  return (
    <PageHero eyebrow={quiz.eyebrow} title={quiz.title} lead={quiz.subheading} art={quiz.image}>
      <p>
        Pick the safest answer to win <strong>{quiz.reward}</strong>.
      </p>
    </PageHero>
  );
}
