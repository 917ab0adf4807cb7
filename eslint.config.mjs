import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Artwork is hand-drawn SVG with fixed dimensions; next/image adds nothing for it.
      "@next/next/no-img-element": "off",
      // Pages link by plain <a>; components/layout/LinkNavigation.tsx makes their clicks client-side navigations
      // without next/link's script per page and per link (lib/link-navigation.ts).
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS files (loaded by plain node before any bundler: next.config, the standalone server) can only require.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench-results/**", ".data/**", ".edge/**"]),
]);
