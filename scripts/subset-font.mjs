// npm run font:subset: writes the web font the site serves (app/fonts/subset.json's `output`) from the full latin file
// (`source`, @fontsource-variable/plus-jakarta-sans), keeping only the characters and the weight range the site sets
// in it. 27 kB became 13 kB: the font is preloaded on every page and its bytes are on the path to the first paint.
// Run it after changing subset.json. `--check` writes nothing and exits 1 if the committed file is not what the list
// makes (lib/content/font-coverage.test.ts runs it).
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const FONTS = path.resolve(import.meta.dirname, "../app/fonts");
const spec = JSON.parse(fs.readFileSync(path.join(FONTS, "subset.json"), "utf8"));
const source = fs.readFileSync(path.join(FONTS, spec.source));
const subset = await subsetFont(source, spec.characters, { targetFormat: "woff2", variationAxes: { wght: spec.weight } });
const target = path.join(FONTS, spec.output);
if (process.argv.includes("--check")) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target) : Buffer.alloc(0);
  if (!committed.equals(subset)) {
    console.error(`${spec.output} is not what app/fonts/subset.json makes: run npm run font:subset and commit it.`);
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, subset);
  console.log(`${spec.output}: ${subset.length} bytes (${spec.source}: ${source.length})`);
}
