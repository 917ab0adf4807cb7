export const DEFERRED_SCRIPT_TYPE: string;
export const WEB_FONT_SESSION_KEY: string;
export const afterFirstPaintScript: string;
export function deferFrameworkScripts(html: string): string;
