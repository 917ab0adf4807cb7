import "server-only";
import { offerPhase } from "@/lib/offer-status";
import { cardAlt, cardText } from "./cards";
import { datedPages } from "./content";
import { ogImagePath, type CardState } from "./og";

/**
 * The share card a page names at an instant: its image path (with the phase and end day for a dated page, so an
 * ended offer's page points at the ended card's URL) and the alt text describing that picture.
 */
export function shareCard(pagePath: string, host: string, now: Date = new Date()): { path: string; alt: string } {
  const plain = ogImagePath(pagePath);
  const cardPage = plain === "/og/home.png" ? "/" : plain.slice("/og".length, -".png".length);
  const dates = datedPages()[cardPage];
  const state: CardState | undefined = dates ? { phase: offerPhase(now, dates.endsAt, dates.startsAt), endsAt: dates.endsAt } : undefined;
  return { path: ogImagePath(pagePath, state), alt: cardAlt(cardText(cardPage, state), host) };
}
