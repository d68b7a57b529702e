// How the build groups modules into chunks (decision 040): a phone on a slow network pays a round
// trip per file more than per kilobyte, so each page's first download is a few large files.
//
// - `react`: React and React DOM, which both entries need;
// - `public-event`: the rest of the public event page's first download (web/public-event.html),
//   so its budget (decision 006) counts its own code only; the app reuses the chunk;
// - `app`: the rest of the app's first download (web/index.html);
// - `shared`: what the lazy routes share (Mantine, icons, queries, the app's components and API
//   hooks), so a route is its own chunk plus this one instead of a dozen small shared pieces;
// - `forms`: the part of it that reaches the libraries only forms and schemas need (zod, phone
//   numbers, dates, form state): a list or a page that only shows things loads `shared` without it.
import type { Plugin } from 'vite';

type Group = {
  name: string;
  test?: RegExp | ((id: string) => boolean);
  tags?: ['$initial'];
  priority: number;
  minShareCount?: number;
};

const PUBLIC_EVENT_PAGE = /[\\/]web[\\/]public-event\.html$/;
const HTML_PAGE = /\.html$/;
const BARREL_SIZE = 200;
const SHARED = /node_modules[\\/](@mantine[\\/]core|@tabler|@tanstack)[\\/]|[\\/]web[\\/](components|api|session)[\\/]/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FORM_LIBRARIES = /node_modules[\\/](zod|libphonenumber-js|@mantine[\\/](dates|form)|dayjs)[\\/]/;

/** The files of a barrel (one export per file, named as the file) that `code` imports by name. */
function namedFiles(code: string, barrel: readonly string[]): string[] {
  const names = new Set(
    [...code.matchAll(/import\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
      match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]),
    ),
  );
  return barrel.filter((file) => names.has(file.replace(/^.*[\\/]/, '').replace(/\.[cm]?js$/, '')));
}

/**
 * The plugin notes the public event page's static module graph once the graph is known (buildEnd),
 * before the chunks are made; `groups` reads it.
 */
export function firstLoadChunks(): { plugin: Plugin; groups: Group[] } {
  const publicGraph = new Set<string>();
  // The pages and their own scripts (web/main.tsx, web/public-page/main.tsx) stay each page's entry chunk.
  const entryScripts = new Set<string>();
  const lazyRoutes = new Set<string>();
  /** modules whose static imports lead to a form library */
  const reachesForms = new Set<string>();
  const plugin: Plugin = {
    name: 'moim:first-load-chunks',
    apply: 'build',
    buildEnd() {
      publicGraph.clear();
      entryScripts.clear();
      lazyRoutes.clear();
      reachesForms.clear();
      const towardForms = [...this.getModuleIds()].filter((id) => FORM_LIBRARIES.test(id));
      for (let id = towardForms.pop(); id !== undefined; id = towardForms.pop()) {
        if (reachesForms.has(id)) continue;
        reachesForms.add(id);
        towardForms.push(...(this.getModuleInfo(id)?.importers ?? []));
      }
      for (const id of this.getModuleIds())
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazyRoutes.add(lazy);
      const pages = [...this.getModuleIds()].filter((id) => HTML_PAGE.test(id));
      for (const page of pages)
        for (const id of [page, ...(this.getModuleInfo(page)?.importedIds ?? [])]) if (!id.startsWith('\0')) entryScripts.add(id);
      const publicPage = pages.find((id) => PUBLIC_EVENT_PAGE.test(id));
      const pending = publicPage ? [...(this.getModuleInfo(publicPage)?.importedIds ?? [])] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (publicGraph.has(id)) continue;
        publicGraph.add(id);
        const info = this.getModuleInfo(id);
        for (const imported of info?.importedIds ?? []) {
          const barrel = this.getModuleInfo(imported)?.importedIds ?? [];
          // An icon library's index re-exports thousands of one-icon files, most of them tree-shaken
          // away: follow only the ones this module names.
          if (barrel.length > BARREL_SIZE) pending.push(...namedFiles(info?.code ?? '', barrel));
          else pending.push(imported);
        }
      }
    },
  };
  const groups: Group[] = [
    { name: 'react', test: (id) => REACT.test(id) && publicGraph.has(id), priority: 5 },
    { name: 'public-event', test: (id) => publicGraph.has(id) && !entryScripts.has(id), priority: 4 },
    { name: 'app', test: (id) => !entryScripts.has(id), tags: ['$initial'], priority: 3 },
    // Before `forms`: a group takes in its modules' imports too, and the modules that show things
    // (Mantine's among them) must not follow a form library's importers into it.
    { name: 'shared', test: (id) => SHARED.test(id) && !reachesForms.has(id) && !lazyRoutes.has(id), priority: 2 },
    { name: 'forms', test: (id) => (FORM_LIBRARIES.test(id) || SHARED.test(id)) && !lazyRoutes.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
