export function executableInlineScripts(html: string): string[];
export function inlineScriptHashes(html: string): string[];
