import { brandSpriteSvg } from "@/lib/brand/icons";

/** The brand marks' sprite (lib/brand/icons.ts), the same in both markets: made at build time. */
export const dynamic = "force-static";

export function GET() {
  return new Response(brandSpriteSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
