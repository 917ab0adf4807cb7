import { Logo } from "@/components/brand/Logo";
import { StoreBadges } from "@/components/download/StoreBadges";
import { getMarket, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import { CurrentYear } from "./CurrentYear";
import styles from "./Footer.module.css";
import { FOOTER_NAV } from "./nav";
import { NavLink } from "./NavLink";
import { SocialLinks } from "./SocialLinks";

export function Footer({ market }: { market: MarketKey }) {
  const { contact, subline } = getMarket(market);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <a href="/" className={styles.logo} aria-label={`${site.product} home`}>
            <Logo />
          </a>
          <p className={styles.subline}>{subline}</p>
          <SocialLinks networks={["facebook", "x", "instagram", "tiktok"]} />
        </div>
        <nav aria-label="Footer" className={styles.nav}>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.contact}>
          <h2 className={styles.heading}>Get in touch</h2>
          <p>
            <a href={contact.phoneHref}>{contact.phoneLabel}</a>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <h2 className={styles.heading}>Get the app</h2>
          <StoreBadges market={market} />
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © <CurrentYear fallback={new Date().getFullYear()} /> {site.company}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
