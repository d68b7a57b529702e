import { describe, expect, it } from 'vitest';
import { filesFor, staticClosure, type Manifest } from './check-bundle.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['routes/page.tsx', 'routes/editor.tsx'],
  },
  'public-event.html': {
    file: 'assets/public.js',
    isEntry: true,
    imports: ['_react.js', '_view.js'],
    dynamicImports: ['index.html'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_view.js': { file: 'assets/view.js', imports: ['_react.js'] },
  'routes/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_view.js'] },
  'routes/editor.tsx': { file: 'assets/editor.js', imports: ['_tiptap.js'] },
  '_tiptap.js': { file: 'assets/tiptap.js' },
};

describe('the bundle budget script', () => {
  it('follows static imports, once each, and never dynamic ones', () => {
    expect([...staticClosure(manifest, 'routes/page.tsx')].sort()).toEqual([
      '_react.js',
      '_view.js',
      'index.html',
      'routes/page.tsx',
    ]);
  });

  it('counts the public page without the app it can hand over to', () => {
    expect(filesFor(manifest, 'public-event.html').sort()).toEqual(['assets/public.js', 'assets/react.js', 'assets/view.js']);
  });

  it('counts an app route with the app entry, each file once', () => {
    expect(filesFor(manifest, 'index.html', 'routes/page.tsx').sort()).toEqual([
      'assets/index.js',
      'assets/page.js',
      'assets/react.js',
      'assets/view.js',
    ]);
  });

  it('refuses an entry the build does not have', () => {
    expect(() => filesFor(manifest, 'missing.html')).toThrow(/not in the build manifest/);
  });
});
