import type { ReactNode } from "react";
import { PageHero } from "@/components/layout/PageHero";
import { getSafetyPage } from "@/lib/content/pages";
import { SafetyLinks } from "./SafetyLinks";
import { VideoGallery } from "./VideoGallery";
import styles from "./SafetyPage.module.css";

/** The safety page; `first` is a section brought forward, such as one city's rules on /safety/{city}. */
export function SafetyPage({ first }: { first?: ReactNode }) {
  const page = getSafetyPage();
  return (
    <>
      <PageHero
        eyebrow="Safety"
        title={page.hero.title}
        lead={page.hero.text}
        art={{
          src: "/assets/images/safety-hero.svg",
          alt: "A helmeted rider on a Flamingo scooter beside a safety shield, a traffic light and a pedestrian crossing",
        }}
      >
        <a href="#videos" className="button button--primary">
          Watch the videos
        </a>
      </PageHero>
      {first}
      <section id="videos" className="section" aria-labelledby="videos-heading">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Watch and learn</span>
            <h2 id="videos-heading">Safety Videos</h2>
            <p>Three short videos cover everything from your first push-off to the photo that ends your ride.</p>
          </div>
          <VideoGallery videos={page.videos} />
        </div>
      </section>
      <section className="section section--blush" aria-labelledby="riding-heading">
        <div className={`container ${styles.blurb}`}>
          <div className="section-head">
            <span className="eyebrow">Every ride</span>
            <h2 id="riding-heading">Ride Smart, Park Considerately</h2>
          </div>
          <div className="prose">
            {page.blurb.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <SafetyLinks />
    </>
  );
}
