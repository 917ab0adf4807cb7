import { PageHero } from "./PageHero";

/** The 404 page's content, with or without the site's chrome around it. */
export function NotFoundView() {
  return (
    <PageHero
      eyebrow="Error 404"
      title={
        <>
          Wrong turn. <span className="accent">This page isn&apos;t on the map.</span>
        </>
      }
      lead="The link may be old, or the page may have moved. Let's get you back on track."
      art={{ src: "/assets/images/not-found.svg", alt: "", preload: false }}
    >
      <div className="actions">
        <a href="/" className="button button--primary">
          Back to home
        </a>
        <a href="/cities" className="button button--ghost">
          Find a city
        </a>
      </div>
    </PageHero>
  );
}
