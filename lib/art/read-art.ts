import "server-only";
import fs from "node:fs";
import path from "node:path";
import { inlineSvg, type InlineOptions } from "./inline-svg";

const ART = /^\/assets\/images\/(?:[a-z0-9-]+\/)*([a-z0-9-]+)\.svg$/;
const files = new Map<string, string>();

/**
 * A picture under public/assets/images as inline SVG markup, its ids prefixed with the file's name. Read from
 * public/ when a page renders (at build, and on revalidation from the standalone server, which carries public/ beside
 * it), once per file per process.
 */
export function readArt(src: string, options: Omit<InlineOptions, "idPrefix">): string {
  const name = ART.exec(src)?.[1];
  if (!name) throw new Error(`readArt: ${src} is not one of the site's SVG pictures`);
  let source = files.get(src);
  if (source === undefined) {
    source = fs.readFileSync(path.join(process.cwd(), "public", src), "utf8");
    files.set(src, source);
  }
  return inlineSvg(source, { ...options, idPrefix: `art-${name}` });
}
