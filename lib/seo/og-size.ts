/** Open Graph's recommended card size, shared by the renderer and the meta tags that announce it. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
