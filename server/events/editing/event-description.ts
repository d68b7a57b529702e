import sanitizeHtml from 'sanitize-html';
import { uploadedImagePattern } from '../../../contract/events.ts';

const LINK = /^(?:https?:\/\/|mailto:)/i;
const HTTPS_IMAGE = /^https:\/\/[^\s"'<>]+$/i;

export const isAllowedImageSource = (src: string | undefined): boolean =>
  !!src && (uploadedImagePattern.test(src) || HTTPS_IMAGE.test(src));

/** The allow-list of the rich-text editor's output; anything else is dropped, its text kept. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links always open apart from the page and pass no authority to where they point.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && LINK.test(attribs.href.trim()) ? { href: attribs.href.trim() } : {}),
        rel: 'noopener nofollow',
        target: '_blank',
      },
    }),
  },
  // Images only from our own uploads or https; an image without an acceptable source goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Sanitises the description before it is stored. Idempotent: clean HTML comes back unchanged.
 * Misnested markup (a link inside a link) reads differently the second time it is parsed, so the
 * allow-list is applied until the result stops changing.
 */
export function sanitizeDescription(html: string): string {
  let clean = html.replace(CONTROL, '');
  for (let pass = 0; pass < 4; pass += 1) {
    // A character reference such as `&#xe;` can decode to a control character: removed again.
    const next = sanitizeHtml(clean, options).replace(CONTROL, '').trim();
    if (next === clean) break;
    clean = next;
  }
  return clean === '<p></p>' ? '' : clean;
}

const BLOCK_END = /<\/(p|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of a (sanitised) description: for calendar files and link previews. */
export function descriptionToText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (match) => `${match}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters of plain text, cut at a word where possible. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
