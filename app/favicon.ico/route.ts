import { pngToIco } from "@/lib/seo/icons";
import { renderIcon } from "@/lib/seo/icon-image";

/** Browsers and feed readers still ask for /favicon.ico without reading the page's icon links. */
export const dynamic = "force-static";

const SIZE = 48;

export async function GET() {
  const png = new Uint8Array(await renderIcon(SIZE, "circle").arrayBuffer());
  return new Response(pngToIco(png, SIZE).buffer as ArrayBuffer, { headers: { "Content-Type": "image/x-icon" } });
}
