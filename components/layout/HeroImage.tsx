import { preload as preloadResource } from "react-dom";

type Props = {
  src: string;
  alt: string;
  className?: string;
  /** False where the view rides in every layout's payload (the not-found view), so no page preloads it. */
  preload?: boolean;
};

/**
 * A hero's artwork, asked for first. React's `preload` puts a <link rel="preload"> at the top of the head, ahead of
 * the page's style and scripts: on a slow link over HTTP/1.1 the browser otherwise found the <img> only after the
 * style's bytes and queued it behind the scripts for one of its six connections (LCP 60-80 ms later,
 * docs/performance.md). A call rather than a <link> element, which React wrote into the head a second time. The
 * <picture> keeps React's server renderer from adding a hint of its own for the <img>; the view that rides in every
 * layout's payload (the not-found view) passes `preload={false}`, so no page preloads an image it does not show.
 * The hint also travels in the page's payload; nothing prefetches payloads (lib/link-navigation.ts), so it is only
 * read when the page itself is shown.
 */
export function HeroImage({ src, alt, className, preload = true }: Props) {
  if (preload) preloadResource(src, { as: "image", fetchPriority: "high" });
  return (
    <picture className="hero-image">
      <img src={src} alt={alt} width={1200} height={800} className={className} fetchPriority="high" />
    </picture>
  );
}
