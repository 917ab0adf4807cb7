// Types for compressed-copies.cjs (plain CommonJS, run in the site's image by compose's publish-static step).
export function writeCompressedCopies(folder: string): number;
