// Types for known-scripts.cjs (plain CommonJS, loaded by the preload).
export function isKnownScript(text: string): boolean;
