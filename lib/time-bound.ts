/**
 * What makes a sentence a claim about the present that can outlive its date: an offer or code said to be "still"
 * on, or a licence's term given as a length ("for two years", "a two-year licence"). Such a sentence may stand
 * only where the page knows when it stops holding: in text shown only while a dated period runs, or naming the
 * day it ends itself. The content facts test reads every promo, quiz, news item and page through these rules.
 */
const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";

const STILL_ON = /\b(?:offer|code|licen[cs]e|launch|promotion|deal)\b[^.;:]*\bstill\b|\bstill\b[^.;]*\b(?:offer|code|promotion|deal)\b/i;
const LICENCE_TERM = /\blicen[cs](?:e|ed)\b[^.;]*\bfor (?:the next )?(?:\d+|one|two|three|four|five) (?:years?|months?)\b|\b(?:\d+|one|two|three|four|five)-(?:year|month) licen[cs]e\b/i;
const END_DATE = new RegExp(`\\b(?:until|till|to|ended on|closed on|ran until|ran to)\\s+\\d{1,2} ${MONTH} \\d{4}\\b`);

/** A sentence that says an offer, code or licence holds now, or for a stretch of time from some day. */
export function isTimeBoundClaim(sentence: string): boolean {
  return STILL_ON.test(sentence) || LICENCE_TERM.test(sentence);
}

/** The sentence names the day its claim ends ("until 3 November 2026", "closed on 28 February 2025"). */
export function namesEndDate(sentence: string): boolean {
  return END_DATE.test(sentence);
}

/**
 * A time-bound claim with nothing to say when it stops holding: refused. `shownWhileDated` is true for text a
 * page shows only while a dated period runs (a promo's live text when the promo has `endsAt`, a dated claim's
 * `current` words).
 */
export function isUndatedClaim(sentence: string, shownWhileDated: boolean): boolean {
  return isTimeBoundClaim(sentence) && !shownWhileDated && !namesEndDate(sentence);
}
