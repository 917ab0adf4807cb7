/** Site navigation, in the order the top bar and footer show it. */
export const TOP_NAV = [
  { href: "/cities", label: "Cities" },
  { href: "/safety", label: "Safety" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

export const FOOTER_NAV = [
  { href: "/cities", label: "Cities" },
  { href: "/pricing", label: "Pricing" },
  { href: "/safety", label: "Safety" },
  { href: "/about", label: "About" },
  { href: "/how-to/scooter", label: "How To" },
  { href: "/careers", label: "Careers" },
  { href: "/contact", label: "Contact" },
  { href: "/report", label: "Report a scooter or bike" },
  { href: "/terms", label: "Terms of Use" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/accessibility", label: "Accessibility" },
] as const;
