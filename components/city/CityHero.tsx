import Link from "next/link";
import type { City } from "@/lib/content/schemas";
import { longDate } from "./ended";
import styles from "./CityHero.module.css";

export function CityHero({ city }: { city: City }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">{city.endedOn ? "Former Flamingo city" : "Flamingo city"}</span>
          <h1>{city.name}</h1>
          <p className="lead">{city.catch}</p>
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
              <Link href="/cities" className="button button--primary">
                See where we ride now
              </Link>
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
        </div>
        <div className="page-hero__art">
          <img src={city.image.src} alt={city.image.alt} width={1200} height={800} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
