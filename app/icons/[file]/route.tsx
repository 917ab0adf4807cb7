import { notFound } from "next/navigation";
import { brandMarkSvg } from "@/lib/seo/brand-mark";
import { ICONS, isIconFile } from "@/lib/seo/icons";
import { renderIcon } from "@/lib/seo/icon-image";

/** The same in both markets, so served outside app/[market]: the proxy passes paths with an extension through. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(ICONS).map((file) => ({ file }));

export async function GET(_request: Request, { params }: RouteContext<"/icons/[file]">) {
  const { file } = await params;
  if (!isIconFile(file)) notFound();
  const icon = ICONS[file];
  if (icon.format === "svg") return new Response(brandMarkSvg(icon.shape), { headers: { "Content-Type": "image/svg+xml" } });
  return renderIcon(icon.size, icon.shape);
}
