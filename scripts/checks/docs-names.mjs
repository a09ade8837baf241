// The names README.md and docs/architecture.md write as code, and whether each exists in the project: files and
// folders by path, npm scripts in package.json, functions, components and constants by a declaration in the
// sources. Read by scripts/checks/docs-names.test.mjs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectFiles } from "./file-size.mjs";

export const DOCS = ["README.md", "docs/architecture.md"];

/** Folders and files that exist only on a machine that has run something (data, builds, backups, a local .env). */
const MADE_AT_RUN_TIME = [/^\.data(\/|$)/, /^backups(\/|$)/, /^\.next/, /^public\/sw\.js/, /^\.env$/, /^generated\//];

const EXTENSIONS = "ts|tsx|mjs|js|cjs|json|md|css|sql|sh|conf|template|prisma|yml|yaml";
const FILE_NAME = new RegExp(`^[\\w.@()\\[\\]-]+\\.(${EXTENSIONS})$`);
const PATH = /^\.?[\w@()[\]-][\w.@()[\]-]*(\/[\w.@()[\]*-]+)*\/?$/;
const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;
const CONSTANT = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;
const CALL = /^([A-Za-z_$][\w$]*)(?:\.[\w$]+)*\((.*)\)$/s;

/**
 * One name a doc writes as code: `kind` is "script", "path" or "identifier"; an identifier written as a call with
 * an options object (`listComments({ viewer, thread })`) carries its `keys`.
 */
function pathName(token) {
  if (token.includes("://") || token.startsWith("/") || token.startsWith("../") || /[<>{}…]/.test(token)) return null;
  if (!PATH.test(token)) return null;
  if (token.includes("/") || FILE_NAME.test(token)) return { kind: "path", name: token.replace(/\/$/, "") };
  return null;
}

/** The names in one inline code span. */
export function namesInSpan(span) {
  const text = span.trim();
  const names = [];
  const npm = /(?:^|\s)npm (?:run (\S+)|(test|start))\b/.exec(text);
  if (npm) names.push({ kind: "script", name: npm[1] ?? npm[2] });
  const call = CALL.exec(text);
  if (call) {
    const keys = /^\{([^{}]*)\}$/.exec(call[2].trim())?.[1].split(",").map((key) => key.trim()).filter((key) => /^\w+$/.test(key));
    names.push({ kind: "identifier", name: call[1], keys: keys ?? [] });
    return names;
  }
  if (/\s/.test(text)) {
    // A command line: the project's files it names.
    for (const token of text.split(/\s+/)) {
      const found = pathName(token.replace(/^['"]|['"]$/g, ""));
      if (found && (FILE_NAME.test(path.basename(found.name)) || token.endsWith("/"))) names.push(found);
    }
    return names;
  }
  if (CAMEL.test(text) || PASCAL.test(text) || CONSTANT.test(text)) {
    names.push({ kind: "identifier", name: text, keys: [] });
    return names;
  }
  const found = pathName(text);
  if (found) names.push(found);
  return names;
}

/** A directory tree in a fenced block: each line's first column names a file or folder below its parent's. */
function namesInTree(lines) {
  const names = [];
  const parents = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    const [column] = line.trimStart().split(/\s{2,}/);
    while (parents.length && parents.at(-1).indent >= indent) parents.pop();
    const base = parents.at(-1)?.path ?? "";
    let firstFolder = null;
    for (const token of column.split(/\s+/)) {
      const found = pathName(token);
      if (!found) continue;
      names.push({ kind: "path", name: `${base}${found.name}` });
      if (token.endsWith("/")) firstFolder ??= `${base}${token}`;
    }
    if (firstFolder) parents.push({ indent, path: firstFolder });
  }
  return names;
}

/** Every name a Markdown text writes as code, with the line it is on. */
export function namesInMarkdown(markdown) {
  const found = [];
  const lines = markdown.split("\n");
  let fence = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const opening = /^```(\w*)/.exec(line);
    if (opening && !fence) {
      fence = { language: opening[1], start: i + 1, lines: [] };
      continue;
    }
    if (line.startsWith("```") && fence) {
      const add = (names, at) => found.push(...names.map((name) => ({ ...name, line: at })));
      if (fence.language === "sh") {
        fence.lines.forEach((text, j) => add(namesInSpan(text.replace(/#.*$/, "")), fence.start + j + 1));
      } else {
        const tree = fence.lines.some((text) => /^[\w.-]+\/\s/.test(text));
        if (tree) add(namesInTree(fence.lines), fence.start + 1);
        // Functions named in a block's prose and diagrams: camelCase words.
        fence.lines.forEach((text, j) => {
          for (const word of text.match(/\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g) ?? []) add([{ kind: "identifier", name: word, keys: [] }], fence.start + j + 1);
        });
      }
      fence = null;
      continue;
    }
    if (fence) {
      fence.lines.push(line);
      continue;
    }
    for (const match of line.matchAll(/`([^`]+)`/g)) found.push(...namesInSpan(match[1]).map((name) => ({ ...name, line: i + 1 })));
  }
  return found;
}

const SOURCE = /\.(ts|tsx|mjs|js|cjs|css|prisma)$/;

/** What the project has: its files, folders, npm scripts and the text of its sources. */
export function loadProject(root) {
  const files = projectFiles(root);
  const folders = new Set();
  for (const file of files) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join("/"));
  }
  const sources = files.filter((file) => SOURCE.test(file) && !file.startsWith("generated/") && existsSync(path.join(root, file)));
  const texts = sources.map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return { root, files: new Set(files), folders, texts, scripts };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `name` is declared (a function, constant, class, type, property, CSS class, or a package's import). */
function declarations(project, name) {
  const word = escape(name);
  const patterns = [
    new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${word}\\b`),
    new RegExp(`\\bexport\\s*\\{[^}]*\\b${word}\\b`),
    new RegExp(`import\\s*(?:type\\s*)?\\{[^}]*\\b${word}\\b[^}]*\\}\\s*from\\s*["'][^."'@][^"']*["']`),
    new RegExp(`^\\s*(?:readonly\\s+)?${word}\\??\\s*[:(]`, "m"),
    new RegExp(`[{,;]\\s*${word}\\??:`),
  ];
  const css = new RegExp(`\\.${word}\\b`);
  const constant = new RegExp(`\\b${word}\\b`);
  return project.texts.filter(({ file, text }) => {
    if (file.endsWith(".css")) return css.test(text);
    if (file.endsWith(".prisma")) return constant.test(text);
    if (CONSTANT.test(name)) return constant.test(text);
    return patterns.some((pattern) => pattern.test(text));
  });
}

/** Whether a function declared in `text` takes every key of `keys` in its first argument. */
function takesKeys(text, name, keys) {
  const at = text.search(new RegExp(`(?:function\\s+${escape(name)}\\s*\\(|const\\s+${escape(name)}\\s*=\\s*(?:async\\s*)?\\()`));
  if (at < 0) return false;
  const signature = text.slice(at, at + 400);
  return keys.every((key) => new RegExp(`\\b${escape(key)}\\b`).test(signature));
}

/** The problem with one name, or null when it exists. */
export function problemWith(project, found) {
  if (found.kind === "script") return project.scripts[found.name] ? null : `npm script "${found.name}" is not in package.json`;
  if (found.kind === "path") {
    const name = found.name.replace(/^\.\//, "");
    if (MADE_AT_RUN_TIME.some((pattern) => pattern.test(name))) return null;
    if (name.includes("*")) {
      const glob = new RegExp(`(^|/)${name.split("*").map(escape).join("[^/]*")}$`);
      return [...project.files].some((file) => glob.test(file)) ? null : `no file matches ${name}`;
    }
    if (project.files.has(name) || project.folders.has(name) || existsSync(path.join(project.root, name))) return null;
    if (!name.includes("/") && [...project.files].some((file) => file === name || file.endsWith(`/${name}`))) return null;
    return `no file or folder ${name}`;
  }
  const declared = declarations(project, found.name);
  if (!declared.length) return `${found.name} is declared nowhere in the sources`;
  if (found.keys?.length && !declared.some(({ text }) => takesKeys(text, found.name, found.keys))) {
    return `${found.name} does not take { ${found.keys.join(", ")} }`;
  }
  return null;
}

/** Every name in the docs that does not exist, as "doc:line: problem". */
export function missingNames(root, docs = DOCS) {
  const project = loadProject(root);
  const problems = [];
  for (const doc of docs) {
    for (const found of namesInMarkdown(readFileSync(path.join(root, doc), "utf8"))) {
      const problem = problemWith(project, found);
      if (problem) problems.push(`${doc}:${found.line}: ${problem}`);
    }
  }
  return problems;
}
