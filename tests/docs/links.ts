import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";

/** A node of the markdown tree, as far as this check reads it. */
type Node = { type: string; url?: string; depth?: number; children?: Node[]; value?: string };

const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
};

const textOf = (node: Node): string =>
  node.type === "text" || node.type === "inlineCode" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/** The anchors GitHub gives a document's headings (github-slugger: the same rule, duplicates numbered). */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walk(fromMarkdown(markdown) as Node, (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(textOf(node)));
  });
  return anchors;
}

/** Every link and link definition's target, code blocks and code spans excluded by the parser. */
export function linksOf(markdown: string): string[] {
  const urls: string[] = [];
  walk(fromMarkdown(markdown) as Node, (node) => {
    if ((node.type === "link" || node.type === "definition") && node.url) urls.push(node.url);
  });
  return urls;
}

/**
 * The relative links in `files` (paths from `root`) whose file or anchor does not exist, as "file: link".
 * Links with a scheme (https:, mailto:) are other sites' business and are not followed.
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    for (const url of linksOf(source)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
      const [target = "", anchor] = url.split("#", 2);
      const resolved = target === "" ? path.join(root, file) : path.join(root, path.dirname(file), decodeURI(target));
      if (!fs.existsSync(resolved)) {
        broken.push(`${file}: ${url}`);
        continue;
      }
      if (anchor !== undefined && !(resolved.endsWith(".md") && anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor))) {
        broken.push(`${file}: ${url}`);
      }
    }
  }
  return broken;
}
