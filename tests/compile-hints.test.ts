import { COMPILE_HINT, startupScripts, withCompileHint } from "../scripts/compile-hints.mjs";

/** A route's client reference manifest as next build writes it: a script that registers itself on globalThis. */
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;

describe("compile hints", () => {
  it("put the hint first, once", () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(withCompileHint(withCompileHint(source))).toBe(withCompileHint(source));
    expect(COMPILE_HINT.startsWith("//# allFunctionsCalledOnLoad")).toBe(true);
  });

  it("take the framework's scripts and every route's entry scripts, each once, and nothing else", () => {
    const scripts = startupScripts({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"] }, [
      manifest("/[market]/(site)/pricing/page", {
        "[project]/app/[market]/layout": ["static/chunks/market.js"],
        "[project]/app/[market]/(site)/pricing/page": ["static/chunks/market.js", "static/chunks/pricing.js", "static/chunks/pricing.css"],
      }),
      manifest("/[market]/(site)/contact/page", { "[project]/app/[market]/(site)/contact/page": ["static/chunks/contact.js"] }),
    ]);
    expect(scripts).toEqual(["static/chunks/contact.js", "static/chunks/framework.js", "static/chunks/market.js", "static/chunks/pricing.js", "static/chunks/runtime.js"]);
  });

  it("read a manifest without letting it reach this process", () => {
    expect(() => startupScripts({}, ["process.exit(1)"])).toThrow(/process is not defined/);
    expect(startupScripts({}, [])).toEqual([]);
  });
});
