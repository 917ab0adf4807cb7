import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// react-markdown and its unified/micromark dependencies ship only as ES modules.
const esmPackages = [
  "react-markdown", "github-slugger", "unified", "bail", "is-plain-obj", "trough", "vfile", "vfile-message", "unist-.*", "mdast-.*",
  "micromark.*", "decode-named-character-reference", "character-entities.*", "property-information", "hast-.*",
  "space-separated-tokens", "comma-separated-tokens", "zwitch", "longest-streak", "ccount", "devlop",
  "html-url-attributes", "remark-.*", "trim-lines", "estree-util-.*", "markdown-table", "escape-string-regexp",
  "style-to-js", "style-to-object", "inline-style-parser", "html-void-elements", "web-namespaces", "stringify-entities",
  "lineclip",
];

const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/components", "<rootDir>/app", "<rootDir>/tests"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
  globalSetup: "<rootDir>/tests/global-setup.mjs",
  // tests/deploy runs under node:test against real servers (npm run test:edge), not in Jest.
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/deploy/"],
  // Jest leaves a core idle by default (cores - 1): on the two-core CI machine that is half of it.
  maxWorkers: "100%",
  // npm test runs Jest beside the browser suite's two production builds and the broken-content builds, on two cores:
  // a form test that types forty characters through user-event took over Jest's default 5 s there.
  testTimeout: 20_000,
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
};

export default jestConfig;
