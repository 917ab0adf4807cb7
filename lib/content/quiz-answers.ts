import { QUIZ_ANSWER_IDS, type QuizId } from "./keys";

/**
 * Answer ids per quiz, from the key sets the build read from content/quizzes (lib/content/key-sets.cjs), so the
 * proxy can send an unknown answer back to its question without reading the folder itself.
 */
export const quizAnswerIds: Readonly<Record<QuizId, readonly string[]>> = QUIZ_ANSWER_IDS;
