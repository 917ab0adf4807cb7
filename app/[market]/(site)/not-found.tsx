import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div>
          <span className="eyebrow">Error 404</span>
          <h1>
            Wrong turn. <span className="accent">This page isn&apos;t on the map.</span>
          </h1>
          <p className="lead">The link may be old, or the page may have moved. Let&apos;s get you back on track.</p>
          <div className="actions">
            <Link href="/" className="button button--primary">
              Back to home
            </Link>
            <Link href="/cities" className="button button--ghost">
              Find a city
            </Link>
          </div>
        </div>
        <div className="page-hero__art">
          <img src="/assets/images/not-found.svg" width={1200} height={800} alt="" />
        </div>
      </div>
    </section>
  );
}
