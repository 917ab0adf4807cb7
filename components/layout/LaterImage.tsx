"use client";

import { useMounted } from "@/components/forms/useMounted";

type Props = { src: string; alt: string; width: number; height: number; className?: string };

/**
 * Nothing to draw, and no size or shape of its own, so the <img> keeps the box its width and height give it. One
 * small file for every waiting picture on a page (the browser asks for it once).
 */
const WAITING = "/assets/blank.svg";

/**
 * A picture below the first screen, asked for only once the page is hydrated. Lazy loading alone fetched every
 * picture within the browser's margin (about 1,250 px below the screen): on a phone, seven of them on `/`, each an
 * SVG document to parse and draw, arriving while the framework's scripts did and holding the page's first answer
 * back (docs/performance.md, "Pictures after the page answers"). Until hydration a `(scripting: enabled)` source
 * stands in for the picture; hydration drops it and the browser loads the picture as it scrolls near. Without
 * scripts, and in a browser that does not know the media feature (Chrome before 120), the source never matches and
 * the picture loads as a plain lazy image. A client-side navigation renders it whole, as hydration is already over.
 */
export function LaterImage({ src, alt, width, height, className }: Props) {
  const live = useMounted();
  return (
    <picture className="later-image">
      {live ? null : <source media="(scripting: enabled)" srcSet={WAITING} />}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} />
    </picture>
  );
}
