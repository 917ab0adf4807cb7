import type { z } from "zod";

/** The value a field held, short enough for one line of a build log. */
function shown(input: unknown): string {
  if (input === undefined) return "nothing";
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One line per problem: `content/promos/x.json: endsAt: expected a date like 2025-03-31, got "next Tuesday"`. */
export function problemLine(file: string, field: string, message: string): string {
  return `${file}: ${field || "(the whole file)"}: ${message}`;
}

/** Thrown when a content file does not match its schema; the message names the file and every bad field. */
export class ContentError extends Error {
  constructor(lines: string[]) {
    super(lines.join("\n"));
    this.name = "ContentError";
  }

  static fromIssues(file: string, issues: z.core.$ZodIssue[]): ContentError {
    return new ContentError(
      issues.map((issue) => {
        // Zod's own messages already say what they received; the schemas' messages say only what they expect.
        const received = "input" in issue && !/received/.test(issue.message) ? `, got ${shown(issue.input)}` : "";
        return problemLine(file, issue.path.join("."), `${issue.message}${received}`);
      }),
    );
  }
}

export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw ContentError.fromIssues(file, result.error.issues);
  return result.data;
}
