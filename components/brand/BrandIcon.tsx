import { BRAND_SPRITE_URL, type BrandIconName } from "@/lib/brand/icons";

export type { BrandIconName };

/** A store's or network's mark from the sprite, in the colour of the text around it. */
export function BrandIcon({ name, size = 20 }: { name: BrandIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${BRAND_SPRITE_URL}#${name}`} />
    </svg>
  );
}
