export type KeySets = {
  cities: string[];
  vehicles: string[];
  promos: string[];
  news: string[];
  /** Each quiz's answer ids. */
  quizzes: Record<string, string[]>;
};
export const KEY: RegExp;
export function readKeySets(contentDir: string): KeySets;
export function contentDirFromEnv(env?: NodeJS.ProcessEnv, cwd?: string): string;
export function ensureContentKeysEnv(env?: NodeJS.ProcessEnv): string;
