// The preload only patches http.createServer; it exports nothing.
export {};
