export const DEFERRED_SCRIPT_TYPE: string;
export const afterFirstPaintScript: string;
export function deferFrameworkScripts(html: string): string;
