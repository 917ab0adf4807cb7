/**
 * /pricing's city cards in rows of twelve columns at desktop widths, so every row is filled edge to edge: a city with
 * four passes and plans takes a whole row (its plans side by side), three or two take half, one takes a third. Cards
 * keep the cities' order, except that a card which would leave a row part-empty may wait for the next row while a
 * later, narrower one fills it; a row still short at the end is filled by widening its cards. The order is the
 * page's order, so what is read and tabbed through is what is seen.
 */
export const ROW = 12;

export function spanFor(offerCount: number): number {
  if (offerCount >= 4) return 12;
  if (offerCount >= 2) return 6;
  return 4;
}

export type Placed<T> = { item: T; span: number };

export function cityRows<T>(items: readonly T[], offerCount: (item: T) => number): Placed<T>[][] {
  const waiting = items.map((item) => ({ item, span: spanFor(offerCount(item)) }));
  const rows: Placed<T>[][] = [];
  while (waiting.length > 0) {
    const row: Placed<T>[] = [];
    let used = 0;
    for (let index = 0; index < waiting.length && used < ROW; ) {
      const next = waiting[index]!;
      if (used + next.span <= ROW) {
        row.push(next);
        used += next.span;
        waiting.splice(index, 1);
      } else index += 1;
    }
    rows.push(widen(row));
  }
  return rows;
}

/** A row short of twelve: its cards share out the rest, the first ones taking a column more each. */
function widen<T>(row: Placed<T>[]): Placed<T>[] {
  const used = row.reduce((sum, card) => sum + card.span, 0);
  if (used === ROW) return row;
  const each = Math.floor(ROW / row.length);
  const extra = ROW - each * row.length;
  return row.map((card, index) => ({ ...card, span: each + (index < extra ? 1 : 0) }));
}
