import { readArt } from "@/lib/art/read-art";
import { HeroImage } from "./HeroImage";

type Props = {
  src: string;
  alt: string;
  className?: string;
  /** False where the view rides in every layout's payload (the not-found view): a plain image there, fetched when shown. */
  preload?: boolean;
};

/**
 * A page's hero picture, drawn from the HTML itself: the largest thing on most pages, so it paints in the page's
 * first frame with the text, where a fetched image came a round trip after the HTML (issue 39). The picture is
 * the file's own markup (lib/art/inline-svg.ts), named as its `<img>` was. Client components keep HeroImage.
 */
export function HeroArt({ src, alt, className, preload = true }: Props) {
  if (!preload) return <HeroImage src={src} alt={alt} className={className} preload={false} />;
  return <span className="hero-image" dangerouslySetInnerHTML={{ __html: readArt(src, { alt, className }) }} />;
}
