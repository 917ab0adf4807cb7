import type { ReactNode } from "react";
import { PageHero } from "@/components/layout/PageHero";
import { MaoriText } from "@/components/text/MaoriText";
import type { City } from "@/lib/content/schemas";
import { longDate } from "./ended";
import styles from "./CityHero.module.css";

/** `live`: the city's open-data block (alerts and ready counts), first under the lead so alerts are on the first screen. */
export function CityHero({ city, live }: { city: City; live?: ReactNode }) {
  return (
    <PageHero
      eyebrow={city.endedOn ? "Former Flamingo city" : "Flamingo city"}
      title={city.name}
      lead={<MaoriText>{city.catch}</MaoriText>}
      art={city.image}
    >
      {live}
      {city.endedOn && (
        <p className={styles.ended}>
          <strong>
            Our service in {city.name} ended on {longDate(city.endedOn)}.
          </strong>
        </p>
      )}
      <p className={styles.blurb}>{city.blurb}</p>
      <div className="actions">
        {city.endedOn ? (
          <a href="/cities" className="button button--primary">
            See where we ride now
          </a>
        ) : (
          <>
            <a href="#download" className="button button--primary">
              Get the app
            </a>
            <a href="#pricing" className="button button--ghost">
              Prices and hours
            </a>
          </>
        )}
      </div>
    </PageHero>
  );
}
