/** The site's icon files under /icons, each drawn from the logo mark at build time. */
export const ICONS = {
  "icon.svg": { format: "svg", shape: "circle", size: 40 },
  "icon-192.png": { format: "png", shape: "circle", size: 192 },
  "icon-512.png": { format: "png", shape: "circle", size: 512 },
  "icon-maskable-512.png": { format: "png", shape: "square", size: 512 },
  "apple-touch-icon.png": { format: "png", shape: "square", size: 180 },
} as const satisfies Record<string, { format: "svg" | "png"; shape: "circle" | "square"; size: number }>;

export type IconFile = keyof typeof ICONS;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICONS, name);
}

export const iconUrl = (file: IconFile) => `/icons/${file}`;

/**
 * Wraps one PNG in an ICO container (Windows Vista+ and every current browser read PNG-compressed entries), so
 * /favicon.ico can be drawn by the same renderer as the other icons.
 */
export function pngToIco(png: Uint8Array, size: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(22));
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, size >= 256 ? 0 : size);
  header.setUint8(7, size >= 256 ? 0 : size);
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.byteLength, true);
  header.setUint32(18, 22, true); // image data offset
  const ico = new Uint8Array(22 + png.byteLength);
  ico.set(new Uint8Array(header.buffer), 0);
  ico.set(png, 22);
  return ico;
}
