import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TermsList } from "@/components/promo/TermsList";
import { AnswerLinks } from "@/components/quiz/AnswerLinks";
import styles from "@/components/quiz/Quiz.module.css";
import { QuizHero } from "@/components/quiz/QuizHero";
import { QUIZ_IDS, isOneOf } from "@/lib/content/keys";
import { getQuiz } from "@/lib/content/quizzes";
import { keyedStaticParams, marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = MarketParams & { question: string };

export const dynamicParams = false;
export const generateStaticParams = () => keyedStaticParams("question", QUIZ_IDS);

function quizOf(params: Params) {
  if (!isOneOf(QUIZ_IDS, params.question)) notFound();
  return { id: params.question, quiz: getQuiz(params.question) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  const { id, quiz } = quizOf(resolved);
  return pageMetadata({ market: marketOf(resolved), path: `/quiz/${id}`, title: quiz.title, description: quiz.summary });
}

export default async function QuizPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  marketOf(resolved);
  const { id, quiz } = quizOf(resolved);
  return (
    <>
      <QuizHero quiz={quiz} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <AnswerLinks id={id} quiz={quiz} />
          <TermsList terms={quiz.terms} />
        </div>
      </section>
    </>
  );
}
