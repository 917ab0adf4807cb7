/** The Flamingo wordmark with its pink scooter-wheel mark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 172 40" width="138" height="32" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#FF206E" />
      <path d="M13 27.5c0-6 3.8-11 9.6-11.8 2.4-.3 3.9-1.7 3.9-3.7 0-1.6-1.2-2.8-2.8-2.8-1.3 0-2.3.7-2.7 1.8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="13" cy="28.5" r="2.6" fill="#fff" />
      <path d="M22 16v13" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <text x="46" y="28" fontFamily="var(--font-text)" fontSize="24" fontWeight="800" letterSpacing="-0.5" fill="currentColor">
        Flamingo
      </text>
    </svg>
  );
}
