import crossing from "@/content/quizzes/crossing.json";
import cuba from "@/content/quizzes/cuba.json";
import goldenmile from "@/content/quizzes/goldenmile.json";
import highst from "@/content/quizzes/highst.json";
import ritaangus from "@/content/quizzes/ritaangus.json";
import type { QuizId } from "./keys";

/**
 * Answer ids per quiz, imported statically so the proxy (which cannot read the content folder at run time) can
 * send an unknown answer back to its question. The quiz loader checks this list covers every quiz.
 */
export const quizAnswerIds: Record<QuizId, readonly string[]> = {
  cuba: Object.keys(cuba.answers),
  goldenmile: Object.keys(goldenmile.answers),
  ritaangus: Object.keys(ritaangus.answers),
  highst: Object.keys(highst.answers),
  crossing: Object.keys(crossing.answers),
};
