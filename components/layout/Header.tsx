import { Logo } from "@/components/brand/Logo";
import { DownloadAction } from "@/components/download/DownloadAction";
import { downloadLinks, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import styles from "./Header.module.css";
import { MenuToggle } from "./MenuToggle";
import { NavLink } from "./NavLink";
import { TOP_NAV } from "./nav";

export function Header({ market }: { market: MarketKey }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.logo} aria-label={`${site.product} home`}>
          <Logo />
        </a>
        <MenuToggle navId="site-nav" className={styles.nav} buttonClassName={styles.toggle}>
          <ul className={styles.links}>
            {TOP_NAV.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className={styles.downloadItem}>
              <DownloadAction links={downloadLinks(market)} className={`button button--primary ${styles.download}`}>
                Download
              </DownloadAction>
            </li>
          </ul>
        </MenuToggle>
      </div>
    </header>
  );
}
