import type { ReactNode } from "react";

/** In-app pages (app-info, referral): no header or footer, the app frames them. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
