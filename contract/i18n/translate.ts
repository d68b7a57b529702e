import type { Locale } from '../locale.ts';
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };

export const messages = { en, ko } as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(locale: Locale, key: string): boolean {
  return lookup(messages[locale], key) !== undefined;
}

/** Server-side translation of the shared messages; `{{name}}` placeholders are filled from params. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(messages[locale], key) ?? lookup(messages.en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
