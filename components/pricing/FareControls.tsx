import { InputField, SelectField } from "@/components/forms/FieldFrame";
import { LIMITS } from "@/lib/pricing/pattern";
import { FIELD } from "@/lib/pricing/query";
import type { FinderCard, FinderCity } from "./FareFinder";
import styles from "./FareFinder.module.css";

const WAYS = [
  { value: "week", label: "By the week" },
  { value: "month", label: "By the month" },
  { value: "days", label: "By riding days" },
] as const;

const number = (limit: { min: number; max: number }) => ({ type: "number", inputMode: "numeric", min: limit.min, max: limit.max, step: 1 }) as const;

/**
 * The fare finder's controls, rendered on the server: nothing in them needs the browser's script, which reads them
 * from the form (FareFinder). Uncontrolled, so what someone sets before the script arrives stays set; without
 * JavaScript the button sends them as the page's query, which the finder answers once it runs.
 */
export function FareControls({ cities, cards }: { cities: readonly FinderCity[]; cards: readonly FinderCard[] }) {
  return (
    <>
      <SelectField
        id="fare-city"
        name={FIELD.city}
        label="City"
        defaultValue=""
        options={[{ value: "", label: "Choose a city" }, ...cities.map((city) => ({ value: city.key, label: city.name }))]}
      />
      <fieldset className={styles.ways}>
        <legend className={styles.legend}>How do you count your rides?</legend>
        <div className={styles.segments}>
          {WAYS.map((way) => (
            <label key={way.value} className={styles.segment}>
              <input type="radio" name={FIELD.by} value={way.value} defaultChecked={way.value === "week"} />
              <span>{way.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.counts}>
        <div className={styles.byWeek}>
          <InputField id="fare-weekly" name={FIELD.weekly} label="Rides a week" defaultValue="10" {...number(LIMITS.ridesPerWeek)} />
        </div>
        <div className={styles.byMonth}>
          <InputField id="fare-monthly" name={FIELD.monthly} label="Rides a month" defaultValue="4" {...number(LIMITS.ridesPerMonth)} />
        </div>
        <div className={styles.byDays}>
          <InputField id="fare-days" name={FIELD.days} label="Days a week" defaultValue="5" {...number(LIMITS.daysPerWeek)} />
          <InputField id="fare-daily" name={FIELD.daily} label="Rides a day" defaultValue="2" {...number(LIMITS.ridesPerDay)} />
        </div>
        <InputField id="fare-minutes" name={FIELD.minutes} label="Minutes a ride" defaultValue="15" {...number(LIMITS.minutes)} />
      </div>
      <SelectField
        id="fare-card"
        name={FIELD.card}
        label="Student or concession card"
        defaultValue=""
        options={[{ value: "", label: "No card" }, ...cards.map((card) => ({ value: card.id, label: card.label }))]}
      />
      <button type="submit" className={`button button--primary ${styles.submit}`}>
        Compare my fares
      </button>
    </>
  );
}
