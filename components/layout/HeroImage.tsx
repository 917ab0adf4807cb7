type Props = { src: string; alt: string; className?: string };

/**
 * A hero's artwork, painted from the served HTML at high priority. The <picture> around it is there for React's
 * server renderer, which turns every eager <img> outside one into a preload hint carried by the page's payload:
 * with the not-found view's image in every layout's payload, and linked pages' heroes in the payloads Link
 * prefetches, pages preloaded images they never show. The browser's preload scanner finds the <img> as early.
 */
export function HeroImage({ src, alt, className }: Props) {
  return (
    <picture className="hero-image">
      <img src={src} alt={alt} width={1200} height={800} className={className} fetchPriority="high" />
    </picture>
  );
}
