export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function startupScripts(buildManifest: { rootMainFiles?: string[] }, manifests: string[]): string[];
export function addCompileHints(distDir: string): string[];
