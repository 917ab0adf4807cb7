export const CHROMIUM_CANDIDATES: string[];
export const HEADLESS_SHELL_CANDIDATES: string[];
