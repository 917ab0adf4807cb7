import "server-only";
import { z } from "zod";
import { once, readKeyed } from "./files";
import { QUIZ_IDS, entryOf, type QuizId } from "./keys";
import { quizAnswerIds } from "./quiz-answers";
import { imageSchema, summary, text } from "./schemas";

const answerSchema = z.strictObject({ text, description: text, correct: z.boolean() });

export const quizSchema = z
  .strictObject({
    title: text,
    /** Which quiz this is, above the title: "Zebra crossing safe-riding quiz". */
    eyebrow: text,
    summary,
    image: imageSchema,
    subheading: text,
    question: text,
    /** What a right answer wins, e.g. "10 free minutes". */
    reward: text,
    /** The voucher code a right answer reveals. */
    code: z.string().regex(/^[A-Z0-9]{4,20}$/, "must be 4 to 20 capital letters or digits"),
    terms: z.array(text).min(1),
    answers: z
      .record(z.string().regex(/^[a-z0-9-]+$/, "answer ids must be lowercase words joined by hyphens"), answerSchema)
      .refine((answers) => Object.keys(answers).length >= 2, "a quiz needs at least two answers"),
  })
  .refine((quiz) => Object.values(quiz.answers).filter((answer) => answer.correct).length === 1, {
    path: ["answers"],
    message: "exactly one answer must be correct",
  });

export type Quiz = z.infer<typeof quizSchema>;
export type QuizAnswer = z.infer<typeof answerSchema>;

function loadQuizzes() {
  const quizzes = readKeyed("quizzes", QUIZ_IDS, quizSchema);
  // The proxy routes answers from the ids the build read (lib/content/key-sets.cjs): an id it could not take as a
  // URL segment would be a result page nobody reaches.
  for (const id of QUIZ_IDS) {
    const reachable = quizAnswerIds[id] ?? [];
    const unreachable = Object.keys(entryOf(quizzes, id, "content/quizzes").answers).filter((answer) => !reachable.includes(answer));
    if (unreachable.length) {
      throw new Error(`content/quizzes/${id}.json: answers: expected ids of lower-case letters, digits and single hyphens, got ${unreachable.map((a) => JSON.stringify(a)).join(", ")}`);
    }
  }
  return quizzes;
}

export const getQuizzes = once(loadQuizzes);
export const getQuiz = (id: QuizId): Quiz => entryOf(getQuizzes(), id, "content/quizzes");

/** Every question and answer pair, for prerendering the result pages. */
export const quizAnswerKeys = (): { question: QuizId; answer: string }[] =>
  QUIZ_IDS.flatMap((question) => Object.keys(getQuiz(question).answers).map((answer) => ({ question, answer })));
