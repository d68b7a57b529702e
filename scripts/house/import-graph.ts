// The import graph of a source tree, read from the files' text: every relative import, export-from
// and dynamic import, each marked whether it survives to run time (`import type` does not).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ImportEdge = { from: string; to: string; runtime: boolean };

const SKIPPED = new Set(['node_modules', 'dist', 'migrations', '.data']);
const STATEMENT = /(?:^|[\s;])(import|export)(\s+type)?\s+(?:([\w*\s{},$]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export function sourceFiles(root: string, directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) found.push(...sourceFiles(root, relative));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

/** Whether an import brings in only types: `import type`, or braces whose every name is `type X`. */
function isTypeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const braces = clause?.trim().match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

export function importsOf(file: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const target = (specifier: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  for (const match of text.matchAll(STATEMENT)) {
    edges.push({ from: file, to: target(match[4]), runtime: !isTypeOnly(match[2], match[3]) });
  }
  for (const match of text.matchAll(DYNAMIC)) edges.push({ from: file, to: target(match[1]), runtime: true });
  return edges;
}

export function importGraph(root: string, directories: string[], options: { includeTests?: boolean } = {}): ImportEdge[] {
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  return directories
    .flatMap((directory) => sourceFiles(root, directory))
    .filter((file) => options.includeTests || !isTest(file))
    .flatMap((file) => importsOf(file, readFileSync(path.join(root, file), 'utf8')));
}

/** Every cycle of a directed graph, as its strongly connected components of more than one node. */
export function cyclesOf(edges: Array<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
}
