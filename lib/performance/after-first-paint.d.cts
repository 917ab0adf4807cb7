export const DEFERRED_SCRIPT_TYPE: string;
/** The selector the starting script uses; its presence in a page marks a page that carries that script. */
export const STARTER_MARK: string;
export const afterFirstPaintScript: string;
export function deferFrameworkScripts(html: string): string;
