/**
 * Which section a reader is in: the last one whose top has reached `line` (the reading line, just under the sticky
 * header), given each section's top in document order relative to the viewport; -1 when none has yet (the reader is
 * still above the first). At the
 * page's end the last section counts as read even if its top never reaches the line (a short last section).
 */
export function currentSection(tops: readonly number[], line: number, atEnd = false): number {
  if (tops.length === 0) return -1;
  if (atEnd) return tops.length - 1;
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}
