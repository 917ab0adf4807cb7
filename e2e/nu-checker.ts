import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One document to check: a label that names it in the findings (market and path), and its HTML. */
export type NuDocument = { label: string; html: string };

type NuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** The checker as the vnu-jar package ships it (the package's own Java download at install is not used). */
const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");
/** scripts/e2e.mjs finds or installs Java (Debian's default-jre-headless) and passes it here. */
const java = process.env.JAVA_PATH ?? "/usr/bin/java";

/**
 * Messages left out, each by its exact text, with why. Only warnings ("info") are here; no error is.
 * - React writes void elements as `<meta … />`. The slash is legal HTML and harmless because React quotes every
 *   attribute value; the checker notes it on every tag (about 12,000 times a run), which would bury anything else.
 */
const IGNORED_WARNINGS = ["Trailing slash on void elements has no effect and interacts badly with unquoted attribute values."];

/**
 * A document with one error the checker must report, checked in the same run: a run that finds nothing because the
 * checker read nothing (an empty file, a wrong path, a changed output format) fails instead of passing.
 */
const CANARY: NuDocument = {
  label: "canary",
  html: '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><p elementtiming="hero">Canary</p></body></html>',
};
const CANARY_ERROR = "canary line 1: Attribute “elementtiming” not allowed on element “p” at this point.";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The checker's JSON report of files, read from stderr (where vnu writes it). */
function runChecker(files: string[]): Promise<NuMessage[]> {
  const args = [
    // Tuned for one short run on a busy two-core machine: the client compiler alone and the serial collector take
    // less than half the default's CPU for ~280 pages (14 s against 32 s); C1's larger frames need a deeper stack than
    // the default for the checker's schema, which otherwise stops with a StackOverflowError.
    "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss4m",
    "-jar", vnuJar, "--format", "json", "--exit-zero-always",
    "--filterpattern", IGNORED_WARNINGS.map(escapeRegExp).join("|"),
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile(java, args, { maxBuffer: 64 << 20 }, (error, _stdout, stderr) => {
      if (error) return reject(new Error(`vnu.jar failed: ${error.message}\n${stderr}`));
      try {
        resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar wrote no JSON report:\n${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/**
 * Every document through the Nu HTML checker (vnu.jar) in one JVM run: its start costs seconds, a page about
 * 50 ms. Returns each error as "label line N: message [extract]", and the warnings (the checker's "info"
 * messages, which do not fail a check but are worth reading) apart.
 */
export async function nuCheck(documents: readonly NuDocument[]): Promise<{ errors: string[]; warnings: string[] }> {
  const all = [CANARY, ...documents];
  const dir = mkdtempSync(path.join(tmpdir(), "nu-"));
  try {
    const files = all.map((document, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const messages = await runChecker(files);
    const labelOf = (url = "") => all[Number(path.basename(url, ".html"))]?.label ?? url;
    const describe = (message: NuMessage) => `${labelOf(message.url)} line ${message.lastLine ?? "?"}: ${message.message}`;
    const withExtract = (message: NuMessage) => `${describe(message)}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
    const isError = (message: NuMessage) => message.type !== "info";
    const canary = messages.filter((message) => labelOf(message.url) === CANARY.label);
    if (canary.map(describe).join("\n") !== CANARY_ERROR) throw new Error(`The checker did not report the canary's one error as expected:\n${canary.map(describe).join("\n")}`);
    const rest = messages.filter((message) => !canary.includes(message));
    return { errors: rest.filter(isError).map(withExtract), warnings: rest.filter((message) => !isError(message)).map(withExtract) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
