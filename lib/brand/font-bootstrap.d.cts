export const BRAND_FONT_CLASS: string;
export const BRAND_FONT_MARK: string;
export const FONT_BOOTSTRAP: string;
