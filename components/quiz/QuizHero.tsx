import type { Quiz } from "@/lib/content/quizzes";

/** The top of both quiz pages: the quiz's title, picture and subheading, and what a right answer wins. */
export function QuizHero({ quiz }: { quiz: Quiz }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">Wellington safe-riding quiz</span>
          <h1>{quiz.title}</h1>
          <p className="lead">{quiz.subheading}</p>
          <p>
            Pick the safest answer to win <strong>{quiz.reward}</strong>.
          </p>
        </div>
        <div className="page-hero__art">
          <img src={quiz.image.src} alt={quiz.image.alt} width={1200} height={800} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
