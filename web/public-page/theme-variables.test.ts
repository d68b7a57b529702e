import { readFileSync } from 'node:fs';
import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme.ts';

function declared(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

/** What MantineProvider would write for the app's theme, where it differs from Mantine's defaults. */
function expected(scheme: 'variables' | 'light'): Record<string, string> {
  const ours = mergeMantineTheme(DEFAULT_THEME, theme);
  const base: Record<string, string> = defaultCssVariablesResolver(DEFAULT_THEME)[scheme];
  const all = { ...defaultCssVariablesResolver(ours)[scheme], ...cssVariablesResolver(ours)[scheme] };
  return Object.fromEntries(Object.entries(all).filter(([name, value]) => base[name] !== value));
}

describe('the public page theme variables', () => {
  const css = readFileSync(new URL('./theme-variables.css', import.meta.url), 'utf8');

  it('match the app theme', () => {
    expect(declared(css, ':root:root')).toEqual(expected('variables'));
    expect(declared(css, ":root:root[data-mantine-color-scheme='light']")).toEqual(expected('light'));
  });
});
