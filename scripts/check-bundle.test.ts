import { describe, expect, it } from 'vitest';
import { deferredForRoute, filesForRoute, staticClosure } from './check-bundle.ts';
import type { Manifest } from './check-bundle.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['routes/page.tsx', 'routes/editor.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_view.js': { file: 'assets/view.js', imports: ['_react.js'] },
  'routes/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_view.js'] },
  'routes/editor.tsx': { file: 'assets/editor.js', imports: ['_tiptap.js'] },
  '_tiptap.js': { file: 'assets/tiptap.js' },
};

describe('the bundle budget script', () => {
  it('follows static imports, once each, and never dynamic ones', () => {
    expect([...staticClosure(manifest, 'routes/page.tsx')].sort()).toEqual(['_react.js', '_view.js', 'index.html', 'routes/page.tsx']);
  });

  it('counts the entry and the route, not the pages the route does not need', () => {
    expect(filesForRoute(manifest, 'routes/page.tsx').sort()).toEqual(['assets/index.js', 'assets/page.js', 'assets/react.js', 'assets/view.js']);
  });

  it('names what the route loads after rendering, apart', () => {
    const withLazyPart: Manifest = { ...manifest, 'routes/page.tsx': { ...manifest['routes/page.tsx'], dynamicImports: ['routes/editor.tsx'] } };
    const counted = filesForRoute(withLazyPart, 'routes/page.tsx');
    expect(deferredForRoute(withLazyPart, 'routes/page.tsx', counted).sort()).toEqual(['assets/editor.js', 'assets/tiptap.js']);
  });

  it('refuses a route the build does not have', () => {
    expect(() => filesForRoute(manifest, 'routes/missing.tsx')).toThrow(/not in the build manifest/);
  });
});
