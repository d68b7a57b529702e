import { createElement, Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import classes from './rich-text-view.module.css';

// A description (an event's or a project's) is sanitised by the server before it is stored. This renderer is the second
// wall: it parses the HTML into an inert document (no scripts run, nothing loads) and builds React
// elements for the allow-listed tags only, with only the attributes written out below. Nothing
// reaches the page through dangerouslySetInnerHTML.

/** The editor's headings sit one level below the page's own section headings. */
const ELEMENTS: Record<string, string> = {
  p: 'p',
  h1: 'h3',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  blockquote: 'blockquote',
  code: 'code',
  pre: 'pre',
  br: 'br',
  hr: 'hr',
};

/** Elements whose text is code or markup, never reading matter: dropped with their content. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

const LINK = /^(?:https?:\/\/|mailto:)/i;
// The same rule as contract/events.ts (uploadedImagePattern) and the server's sanitiser; copied
// because that module brings zod, which the public page must not download.
const IMAGE = /^(?:\/v1\/files\/(?:cover|description)\/[A-Za-z0-9_-]{16,64}\.webp|https:\/\/[^\s"'<>]+)$/i;

function renderChildren(node: Node): ReactNode[] {
  return Array.from(node.childNodes, (child, index) => renderNode(child, index));
}

function renderElement(element: Element, key: number): ReactNode {
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    const children = renderChildren(element);
    if (!LINK.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    if (!IMAGE.test(src)) return null;
    return createElement('img', { key, src, alt: element.getAttribute('alt') ?? '', loading: 'lazy', decoding: 'async' });
  }
  const mapped = ELEMENTS[tag];
  if (mapped === 'br' || mapped === 'hr') return createElement(mapped, { key });
  // Anything not on the list keeps its text and loses its tag (as the server's sanitiser does).
  return createElement(mapped ?? Fragment, { key }, ...renderChildren(element));
}

function renderNode(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType === Node.ELEMENT_NODE) return renderElement(node as Element, key);
  return null;
}

/** Parses description HTML into allow-listed React elements. */
export function renderRichText(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return renderChildren(document.body);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => renderRichText(html), [html]);
  return <div className={`${classes.prose} ${className ?? ''}`}>{content}</div>;
}
