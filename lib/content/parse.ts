import type { z } from "zod";

/** Thrown when a content file does not match its schema; the message names the file and every bad field. */
export class ContentError extends Error {
  constructor(file: string, issues: z.core.$ZodIssue[]) {
    const fields = issues.map((issue) => `  - ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`);
    super(`Invalid content in ${file}:\n${fields.join("\n")}`);
    this.name = "ContentError";
  }
}

export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, result.error.issues);
  return result.data;
}
