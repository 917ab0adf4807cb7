import styles from "./ShopRedirect.module.css";

type Props = { url: string; heading: string; text: string; fallback: string; cta: string };

/**
 * Sends the browser on to an external page with a meta refresh, which needs no JavaScript (React hoists the
 * tag into <head>), while a spinner and a plain link cover the moment before it fires and any browser that
 * ignores it.
 */
export function ShopRedirect({ url, heading, text, fallback, cta }: Props) {
  return (
    <section className={`section section--blush ${styles.section}`}>
      <meta httpEquiv="refresh" content={`0; url=${url}`} />
      <div className={`container ${styles.box}`}>
        <div className="spinner" aria-hidden="true" />
        <h1 className={styles.heading}>{heading}</h1>
        <p className="lead">{text}</p>
        <p className={styles.fallback}>{fallback}</p>
        <a href={url} className="button button--primary">
          {cta}
        </a>
      </div>
    </section>
  );
}
