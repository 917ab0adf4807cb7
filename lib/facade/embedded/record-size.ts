import { z } from "zod";

/** Bytes a character can take in a stored line: 3 in UTF-8 (a pair of UTF-16 units takes 4), `"` and `\` 2 escaped. */
const BYTES_PER_CHARACTER = 3;

type Property = { maxLength?: number; enum?: unknown[]; type?: string };

/** The longest JSON a property's value can be written as; null when its schema sets no bound. */
function largestValue(property: Property): number | null {
  if (Array.isArray(property.enum)) return Math.max(...property.enum.map((value) => JSON.stringify(value).length));
  if (property.type === "string" && typeof property.maxLength === "number") return property.maxLength * BYTES_PER_CHARACTER + 2;
  return null;
}

/**
 * The largest line (JSON and its newline) a record can be: every field of `schema` at the longest its contract
 * allows, plus `extra` fields given as their own longest values. A record longer than this did not come through
 * the contract, so the store refuses it (507) rather than let one write take more room than any visitor's could.
 */
export function largestRecordBytes(schema: z.ZodType, extra: Record<string, number> = {}): number {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, Property> };
  const fields = Object.entries(json.properties ?? {}).map(([name, property]) => {
    const value = largestValue(property);
    if (value === null) throw new Error(`${name} has no length limit in its contract`);
    return [name, value] as const;
  });
  const all = [...fields, ...Object.entries(extra)];
  // {"name":value,…} and a newline: quotes and colon per field, commas between, braces.
  return all.reduce((sum, [name, value]) => sum + name.length + 3 + value, 0) + Math.max(0, all.length - 1) + 2 + 1;
}
