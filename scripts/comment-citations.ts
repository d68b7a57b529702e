// Comments and docs say a rule in words or point to a page in docs/; they never cite a numbered
// section of a document that is not in the repository. This finds lines that do: a section sign
// followed by a number, or the word "spec" followed by a document or section number.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The trees that hold code, tests and docs, from the repository root. */
export const scannedRoots = ['server', 'web', 'contract', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];

/** Directory names never scanned, wherever they are, and paths skipped from the root. */
const skippedNames = new Set(['node_modules', 'dist']);
const skippedPaths = new Set(['server/platform/db/migrations']);

/** Files that are not text. */
const binary = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

const sectionSign = '\u00a7';

const citations: RegExp[] = [
  // A section sign and a number.
  new RegExp(`${sectionSign}\\s*\\d`),
  // "spec" (or "specification") then a document number (three digits), a dotted section number,
  // or the word "section" and a number.
  /\bspec(?:ification)?s?\b[\s/:#(-]*(?:\d{3}\b|\d+(?:\.\d+)+|sect(?:ion|\.)?\s*\d)/i,
];

export type Citation = { file: string; line: number; text: string };

/** Whether one line cites a numbered section of a specification. */
export function citesSection(line: string): boolean {
  return citations.some((pattern) => pattern.test(line));
}

/** The citing lines of one file's text, numbered from 1. */
export function citationsIn(file: string, text: string): Citation[] {
  return text.split(/\r?\n/).flatMap((line, index) => (citesSection(line) ? [{ file, line: index + 1, text: line.trim() }] : []));
}

/** The text files at or under `rel` (a path from `root`), as paths from `root`. */
function filesUnder(root: string, rel: string): string[] {
  const path = join(root, rel);
  if (skippedPaths.has(rel) || !existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return binary.test(rel) ? [] : [rel];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    skippedNames.has(entry.name) ? [] : filesUnder(root, `${rel}/${entry.name}`),
  );
}

/** Every citing line under the scanned trees of the repository at `root`. */
export function findCitations(root: string, roots: readonly string[] = scannedRoots): Citation[] {
  return roots
    .flatMap((start) => filesUnder(root, start))
    .flatMap((file) => citationsIn(file, readFileSync(join(root, file), 'utf8')));
}

/** One line per citation, `file:line: text`. */
export function formatCitations(found: readonly Citation[]): string {
  return found.map((c) => `${c.file}:${c.line}: ${c.text}`).join('\n');
}
