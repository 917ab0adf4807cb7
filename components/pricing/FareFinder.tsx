"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { DiscountTable } from "@/lib/discounts";
import type { FareResult } from "@/lib/pricing/finder";
import { LIMITS } from "@/lib/pricing/pattern";
import { FIELD, finderQuery, parseFinder } from "@/lib/pricing/query";
import type { DatedPrices } from "@/lib/pricing/dated";
import { MONTH_DAYS } from "@/lib/pricing/table";
import styles from "./FareFinder.module.css";
import { fillUntouched, formValues } from "./restore";

export type FinderCity = { key: string; name: string; regionId: number };
export type FinderCard = { id: string; label: string };

/** `children`: the form's controls (FareControls), rendered on the server. */
type Props = {
  cities: readonly FinderCity[];
  cards: readonly FinderCard[];
  /** Every dated figure: the finder prices with those in force on the day it answers. */
  prices: DatedPrices;
  /** The New Zealand day the page was rendered: a browser whose clock is behind never prices with older figures. */
  renderedOn: string;
  /** When that day ends (nzDayStart of the next, on the server): until then the finder knows the day without Intl. */
  renderedOnEnds: number;
  discounts: DiscountTable;
  children: ReactNode;
};

type View = { kind: "prompt" } | { kind: "invalid" } | { kind: "working" } | { kind: "failed" } | { kind: "result"; headline: string; notices: string[]; result: FareResult; Results: Engine["FareResults"] };
type Engine = typeof import("./fare-engine");

/** The finder's sums and answer, a chunk of their own (fare-engine.ts): fetched once the page is alive and idle, or at the first choice. */
const loadEngine = () => import("./fare-engine");

const PROMPT = "Choose your city to see what your riding costs.";
const WORKING = "Working out your fares…";
const FAILED = "We couldn't work out your fares: check your connection, then reload the page.";
const INVALID = `Check your numbers: rides a week ${LIMITS.ridesPerWeek.min} to ${LIMITS.ridesPerWeek.max}, rides a month ${LIMITS.ridesPerMonth.min} to ${LIMITS.ridesPerMonth.max}, days a week ${LIMITS.daysPerWeek.min} to ${LIMITS.daysPerWeek.max}, rides a day ${LIMITS.ridesPerDay.min} to ${LIMITS.ridesPerDay.max}, and ${LIMITS.minutes.min} to ${LIMITS.minutes.max} minutes a ride, in whole numbers.`;
const MESSAGES: Record<Exclude<View["kind"], "result">, string> = { prompt: PROMPT, invalid: INVALID, working: WORKING, failed: FAILED };

/**
 * The fare finder: the form around its server-rendered controls, and the answer. On hydration it answers for the
 * form as it stands, filling from the URL only the controls nobody has touched.
 * Every answer is written to the URL, so the address bar holds a link to this result.
 */
export function FareFinder({ cities, cards, prices, renderedOn, renderedOnEnds, discounts, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ kind: "prompt" });
  // The way of counting chosen, on the form for the CSS: it shows that way's counts on engines without :has().
  const [by, setBy] = useState<string>();
  const engine = useRef<Engine | null>(null);

  const answer = useCallback(() => {
    if (!form.current) return;
    const values = formValues(form.current);
    setBy(values.get(FIELD.by) ?? undefined);
    if (!values.get(FIELD.city)) return setView({ kind: "prompt" });
    const state = parseFinder(values, { cities: cities.map((city) => city.key), cards: cards.map((card) => card.id) });
    if (!state) return setView({ kind: "invalid" });
    if (!engine.current) return setView({ kind: "working" });
    const { findFares, headline, pricesOn, pricingDay, changeNotices, FareResults } = engine.current;
    const city = cities.find((entry) => entry.key === state.city)!;
    const card = cards.find((entry) => entry.id === state.card) ?? null;
    // Today's figures, switching by themselves on the day a change takes effect, even on a page rendered before it.
    const day = pricingDay(Date.now(), renderedOn, renderedOnEnds);
    const result = findFares(pricesOn(prices, day).table, discounts, city, state.pattern, card);
    const names = Object.fromEntries(cities.map((entry) => [entry.key, entry.name]));
    const notices = changeNotices(prices, day, MONTH_DAYS, names, city.key);
    setView({ kind: "result", headline: headline(result, city.name, state.pattern), notices, result, Results: FareResults });
    window.history.replaceState(window.history.state, "", `?${finderQuery(state)}`);
  }, [cities, cards, prices, renderedOn, renderedOnEnds, discounts]);

  useEffect(() => {
    if (!form.current) return;
    fillUntouched(form.current, new URLSearchParams(window.location.search), Object.values(FIELD));
    answer();
    // Ahead of need only: a failure here is met again, and shown, when a choice asks for the sums.
    const load = () => void loadEngine().then((loaded) => (engine.current = loaded), () => undefined);
    if (typeof requestIdleCallback === "function") requestIdleCallback(load, { timeout: 4000 });
    else setTimeout(load, 1000);
  }, [answer]);

  // A choice made before the sums arrived is answered once they have, from the form as it then stands.
  useEffect(() => {
    if (view.kind !== "working") return;
    let current = true;
    void loadEngine().then(
      (loaded) => {
        engine.current = loaded;
        if (current) answer();
      },
      // The chunk did not arrive (a dropped connection): say so, rather than work out fares forever.
      () => current && setView({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [view.kind, answer]);

  return (
    <div className={styles.finder}>
      <form
        ref={form}
        className={styles.form}
        data-by={by}
        onChange={answer}
        onSubmit={(event) => {
          event.preventDefault();
          answer();
          results.current?.scrollIntoView({ block: "start" });
        }}
      >
        {children}
      </form>
      <div ref={results} className={styles.answer}>
        <p role="status" aria-live="polite" aria-label="Your fares" className={view.kind === "result" ? styles.headline : styles.prompt}>
          {view.kind === "result" ? view.headline : MESSAGES[view.kind]}
        </p>
        {view.kind === "result"
          ? view.notices.map((notice) => (
              <p key={notice} className={styles.notice}>
                {notice}
              </p>
            ))
          : null}
        {view.kind === "result" ? <view.Results result={view.result} /> : null}
      </div>
    </div>
  );
}
