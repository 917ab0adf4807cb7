import "@testing-library/jest-dom";
import { ensureContentKeysEnv } from "../lib/content/key-sets.cjs";

// The content key sets a build inlines from next.config.ts (lib/content/keys.ts), read from the same folders.
ensureContentKeysEnv();
