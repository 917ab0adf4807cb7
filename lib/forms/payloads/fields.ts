/** Reads a form's named text values (FormData in the browser, a plain map in tests). */
export type Fields = { get(name: string): FormDataEntryValue | null | undefined };

export const text = (fields: Fields, name: string) => {
  const value = fields.get(name);
  return typeof value === "string" ? value : "";
};
