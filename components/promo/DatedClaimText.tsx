import type { DatedClaim } from "@/lib/content/promos";
import { offerBounds, offerPhase, phasesFrom } from "@/lib/offer-status";
import { OfferPhased } from "./OfferPhased";

/**
 * A fact that holds until a day (a licence's term), in the words of the phase it is in when the page renders; the
 * same OfferPhased that turns ended offers over moves a cached copy on to the past tense once the day has passed.
 */
export function DatedClaimText({ claim, className }: { claim: DatedClaim; className?: string }) {
  const phase = offerPhase(new Date(), claim.until);
  const views = Object.fromEntries(
    phasesFrom(phase).map((each) => [
      each,
      <p key={each} className={className} data-claim-until={claim.until}>
        {each === "ended" ? claim.past : claim.current}
      </p>,
    ]),
  );
  return <OfferPhased phase={phase} bounds={offerBounds(claim.until)} views={views} />;
}
