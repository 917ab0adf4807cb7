import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { BRAND, brandMarkSvg, svgDataUri } from "./brand-mark";
import { OG_SIZE } from "./og-size";

export type OgCard = {
  /** The page's own title, drawn large. */
  title: string;
  /** A short line above the title saying what kind of page this is. */
  kicker: string;
  /** The market's host, printed at the foot so a shared card says where it leads. */
  host: string;
  /** The page's own artwork (a site path to an SVG under public/), drawn in place of the scooter. */
  art?: { src: string; alt: string };
};

/** satori reads ttf/otf/woff (not woff2), so the OG renderer keeps its own woff copies of the site font. */
let loaded: ReturnType<typeof loadFonts> | undefined;
const fonts = () => (loaded ??= loadFonts());

function loadFonts() {
  const read = (file: string) => readFileSync(path.join(process.cwd(), "lib", "seo", "fonts", file));
  return [
    { name: "Jakarta", data: read("plus-jakarta-sans-latin-800-normal.woff"), weight: 800 as const, style: "normal" as const },
    { name: "Jakarta", data: read("plus-jakarta-sans-latin-600-normal.woff"), weight: 600 as const, style: "normal" as const },
    { name: "Jakarta Ext", data: read("plus-jakarta-sans-latin-ext-800-normal.woff"), weight: 800 as const, style: "normal" as const },
  ];
}

/** Long titles step down in size so they stay within three lines of the left column. */
export function titleSize(title: string): number {
  if (title.length <= 18) return 96;
  if (title.length <= 32) return 80;
  if (title.length <= 48) return 66;
  return 56;
}

function Scooter() {
  return (
    <svg width="470" height="400" viewBox="0 0 560 480">
      <g fill="none" stroke={BRAND.pink} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="120" cy="390" r="66" strokeWidth="26" />
        <circle cx="448" cy="390" r="66" strokeWidth="26" />
        <path d="M120 390 L178 330 H420" strokeWidth="30" />
        <path d="M448 390 L396 74" strokeWidth="26" />
        <path d="M340 76 H450" strokeWidth="24" />
      </g>
      <circle cx="120" cy="390" r="18" fill={BRAND.pinkOnDark} />
      <circle cx="448" cy="390" r="18" fill={BRAND.pinkOnDark} />
    </svg>
  );
}

/** A page's own illustration (an SVG of ours under public/), framed as a blush panel on the card's right. */
function Artwork({ src }: { src: string }) {
  const svg = readFileSync(path.join(process.cwd(), "public", src), "utf8");
  return (
    <div style={{ display: "flex", borderRadius: 28, overflow: "hidden", border: `6px solid ${BRAND.pink}` }}>
      <img src={svgDataUri(svg)} width={396} height={264} alt="" />
    </div>
  );
}

/**
 * The site's shared card: ink ground, the wordmark, kicker, title and host, with the page's own artwork on the
 * right (a promo's illustration) or else the pink scooter and wheel motif.
 */
export function renderOgImage({ title, kicker, host, art }: OgCard): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", position: "relative", background: BRAND.ink, fontFamily: "Jakarta, 'Jakarta Ext'", color: BRAND.white }}>
        <div style={{ position: "absolute", right: -170, top: -150, width: 620, height: 620, borderRadius: 620, border: `56px solid ${BRAND.pink}`, opacity: 0.14, display: "flex" }} />
        {art ? (
          <div style={{ position: "absolute", right: 48, top: 183, display: "flex" }}>
            <Artwork src={art.src} />
          </div>
        ) : (
          <div style={{ position: "absolute", right: 40, bottom: 52, display: "flex" }}>
            <Scooter />
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "64px 72px 60px", width: 780, height: "100%" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
            <img src={svgDataUri(brandMarkSvg())} width={68} height={68} alt="" />
            <span style={{ fontSize: 46, fontWeight: 800, letterSpacing: -1 }}>Flamingo</span>
          </div>
          <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
            <span style={{ fontSize: 30, fontWeight: 600, color: BRAND.pinkOnDark, textTransform: "uppercase", letterSpacing: 2 }}>{kicker}</span>
            <span style={{ fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>{title}</span>
          </div>
          <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
            <div style={{ width: 56, height: 8, borderRadius: 8, background: BRAND.pink, display: "flex" }} />
            <span style={{ fontSize: 28, fontWeight: 600, color: BRAND.blush }}>{host}</span>
          </div>
        </div>
      </div>
    ),
    { ...OG_SIZE, fonts: fonts() },
  );
}
