"use client";

import { useState } from "react";
import { formatCents, quoteFor, type DiscountTable } from "@/lib/discounts";
import styles from "./DiscountCalculator.module.css";

export type CardTypeOption = { id: string; label: string; apply: "app" | "email"; note?: string };
export type CityOption = { regionId: number; name: string };

type Props = {
  cardTypes: readonly CardTypeOption[];
  cities: readonly CityOption[];
  table: DiscountTable;
  prompt: string;
  /** `email` holds one "{email}" where the market's hello address goes. */
  howToApply: { app: string; email: string };
  helloEmail: string;
};

/** Card type and city pickers; the quote shows once both are chosen, the how-to-apply note once a card is. */
export function DiscountCalculator({ cardTypes, cities, table, prompt, howToApply, helloEmail }: Props) {
  const [cardTypeId, setCardTypeId] = useState("");
  const [regionId, setRegionId] = useState<number | null>(null);
  const cardType = cardTypes.find((type) => type.id === cardTypeId);
  const city = cities.find((entry) => entry.regionId === regionId);
  const quote = quoteFor(table, cardTypeId, regionId);
  const [beforeEmail, afterEmail] = howToApply.email.split("{email}");

  return (
    <div className={styles.calculator}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="discount-card-type">Card type</label>
          <select id="discount-card-type" value={cardTypeId} onChange={(event) => setCardTypeId(event.target.value)}>
            <option value="">Choose a card type</option>
            {cardTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="discount-city">City</label>
          <select
            id="discount-city"
            value={regionId ?? ""}
            onChange={(event) => setRegionId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Choose a city</option>
            {cities.map((entry) => (
              <option key={entry.regionId} value={entry.regionId}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
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
                <dt>You save</dt>
                <dd>{quote.savingsPercent}%</dd>
              </div>
            </dl>
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
