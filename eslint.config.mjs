import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import compat from "eslint-plugin-compat";

/** What the browser runs: the site's code, held to its declared range (package.json `browserslist`). */
const BROWSER_CODE = ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"];
const NOT_IN_BROWSER = ["**/*.test.{ts,tsx}"];
const POPOVER = "The Popover API is newer than the browser range (Safari 16.4, Firefox 111): use components/layout/popover.ts, which checks for it first.";

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
    // A browser API outside the range fails the lint (`compat`, from MDN's data, for globals and their members).
    ...compat.configs["flat/recommended"],
    files: BROWSER_CODE,
    ignores: NOT_IN_BROWSER,
    rules: {
      "compat/compat": "error",
      // `compat` cannot see methods called on an element, nor a selector inside a string: the Popover API's are named
      // here (a `:popover-open` selector throws a SyntaxError in an engine that does not know it).
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name=/^(showPopover|hidePopover|togglePopover)$/]", message: POPOVER },
        { selector: "Literal[value=/:popover-open/]", message: POPOVER },
      ],
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
