"use strict";
// Outside a Next build nothing inlines the content key sets (lib/content/keys.ts): a script that loads lib/content
// imports this first, so the sets are read from content/ as the build reads them.
require("../lib/content/key-sets.cjs").ensureContentKeysEnv();
