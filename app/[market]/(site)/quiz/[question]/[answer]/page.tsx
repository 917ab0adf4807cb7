import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DownloadPrompt } from "@/components/promo/DownloadPrompt";
import { TermsList } from "@/components/promo/TermsList";
import styles from "@/components/quiz/Quiz.module.css";
import { QuizHero } from "@/components/quiz/QuizHero";
import { QuizResult } from "@/components/quiz/QuizResult";
import { QUIZ_IDS, isOneOf } from "@/lib/content/keys";
import { getQuiz, quizAnswerKeys } from "@/lib/content/quizzes";
import { MARKET_KEYS } from "@/lib/market";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { question: string; answer: string };

export const dynamicParams = false;
export const generateStaticParams = () => MARKET_KEYS.flatMap((market) => quizAnswerKeys().map((keys) => ({ market, ...keys })));

function resultOf(params: Params) {
  if (!isOneOf(QUIZ_IDS, params.question)) notFound();
  const quiz = getQuiz(params.question);
  const answer = Object.hasOwn(quiz.answers, params.answer) ? quiz.answers[params.answer] : undefined;
  if (!answer) notFound();
  return { id: params.question, quiz, answer };
}

/** Result pages stay out of search: the question page is the one to find, and these reveal its answer. */
export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const { id, quiz } = resultOf(resolved);
  return pageMetadata({
    market: marketOf(resolved),
    path: `/quiz/${id}/${resolved.answer}`,
    title: quiz.title,
    description: quiz.summary,
    noindex: true,
  });
}

export default async function QuizAnswerPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const market = marketOf(resolved);
  const { id, quiz, answer } = resultOf(resolved);
  return (
    <>
      <QuizHero quiz={quiz} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <QuizResult id={id} quiz={quiz} answer={answer} />
          <TermsList terms={quiz.terms} />
        </div>
      </section>
      {answer.correct ? <DownloadPrompt market={market} /> : null}
    </>
  );
}
