"use client";

import { SelectField } from "@/components/forms/FieldFrame";
import { useEarlyValue } from "@/components/forms/useEarlyValue";
import { formatCents, hasOwnPlan, quoteFor, savingReason, savingsLabel, type DiscountTable } from "@/lib/discounts";
import { EXAMPLE_RIDE_MINUTES, exampleRideWords, rideSaving } from "@/lib/pricing/saving";
import styles from "./DiscountCalculator.module.css";

export type CardTypeOption = { id: string; label: string; apply: "app" | "email"; note?: string };
export type CityOption = { regionId: number; key: string; name: string };
/** The standard fare in force in a city: what the example ride's saving is measured against. */
export type StandardFare = { unlockCents: number; perMinuteCents: number };
/** What the prompt says is still missing: nothing chosen, only the card, or only the city. */
export type Prompts = { both: string; city: string; card: string };

type Props = {
  cardTypes: readonly CardTypeOption[];
  cities: readonly CityOption[];
  table: DiscountTable;
  /** Each city's standard fare, by region id. */
  standardFares: Readonly<Record<number, StandardFare>>;
  prompts: Prompts;
  /** `email` holds one "{email}" where the market's hello address goes. */
  howToApply: { app: string; email: string };
  helloEmail: string;
};

/**
 * Card type and city pickers, in the site's one select style (the forms' Field); the quote shows once both are
 * chosen (quoteFor, the rule the fare finder uses too), the how-to-apply note once a card is.
 */
export function DiscountCalculator({ cardTypes, cities, table, standardFares, prompts, howToApply, helloEmail }: Props) {
  // Both start from what the selects hold when the page comes alive, so a choice made before then gets its quote.
  const [cardTypeId, setCardTypeId, cardControl] = useEarlyValue("");
  const [region, setRegion, cityControl] = useEarlyValue("");
  const regionId = region ? Number(region) : null;
  const cardType = cardTypes.find((type) => type.id === cardTypeId);
  const city = cities.find((entry) => entry.regionId === regionId);
  const quote = quoteFor(table, cardTypeId, regionId);
  const standard = regionId === null ? undefined : standardFares[regionId];
  const example = quote && standard ? rideSaving(standard, quote, EXAMPLE_RIDE_MINUTES) : null;
  const listed = quote ? savingsLabel(quote, hasOwnPlan(table, cardTypeId, regionId)) : "";
  // The listed figure is the plan's; the visitor's saving is the example's sum, and where they differ a line says why.
  const reason = quote && standard && example ? savingReason(standard, quote, example.percent, listed, quote.savingsPercent) : null;
  const prompt = cardType ? prompts.city : city ? prompts.card : prompts.both;
  const [beforeEmail, afterEmail] = howToApply.email.split("{email}");

  return (
    <div className={styles.calculator}>
      <div className={styles.fields}>
        <SelectField
          id="discount-card-type"
          label="Card type"
          options={[{ value: "", label: "Choose a card type" }, ...cardTypes.map((type) => ({ value: type.id, label: type.label }))]}
          ref={cardControl}
          value={cardTypeId}
          onChange={(event) => setCardTypeId(event.target.value)}
        />
        <SelectField
          id="discount-city"
          label="City"
          options={[{ value: "", label: "Choose a city" }, ...cities.map((entry) => ({ value: String(entry.regionId), label: entry.name }))]}
          ref={cityControl}
          value={region}
          onChange={(event) => setRegion(event.target.value)}
        />
      </div>

      <div role="status" aria-live="polite" aria-label="Your discount" className={styles.result}>
        {quote && cardType && city ? (
          <div className={styles.quote}>
            <p className={styles.quoteTitle}>
              Your rate in {city.name}{" "}
              <span className={styles.quoteCard}>{cardType.label}</span>
            </p>
            <dl className={styles.figures}>
              <div>
                <dt>Unlock</dt>
                <dd>{formatCents(quote.unlockCents)}</dd>
              </div>
              <div>
                <dt>Per minute</dt>
                <dd>{formatCents(quote.perMinuteCents)}</dd>
              </div>
              <div>
                <dt>Plan saves</dt>
                <dd>{listed}</dd>
              </div>
            </dl>
            {example ? <p className={styles.example}>{exampleRideWords(example)}</p> : null}
            {reason ? <p className={styles.reason}>{reason}</p> : null}
          </div>
        ) : (
          <p className={styles.prompt}>{prompt}</p>
        )}
        {cardType ? (
          <div className={styles.apply}>
            <h3>How to apply</h3>
            {cardType.apply === "email" ? (
              <p>
                {beforeEmail}
                <a href={`mailto:${helloEmail}`}>{helloEmail}</a>
                {afterEmail}
              </p>
            ) : (
              <p>{howToApply.app}</p>
            )}
            {cardType.note ? <p className={styles.note}>{cardType.note}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
