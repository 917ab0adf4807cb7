/**
 * Characters left before a field's limit, or null while the person is far from it: shown from the last tenth of
 * the limit (at least the last 10 characters), so a short field warns early enough and a long one does not nag.
 */
export function charactersLeft(length: number, max: number): number | null {
  const left = Math.max(0, max - length);
  return left <= Math.max(10, Math.ceil(max / 10)) ? left : null;
}
