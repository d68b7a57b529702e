import { LogoMark } from '../ui/logo.tsx';
import classes from './event-cover.module.css';

// Events without a cover still get a face of their own: a gradient picked from the title.
const palettes = [
  ['#6a46f5', '#c2255c'],
  ['#1c7ed6', '#6a46f5'],
  ['#0ca678', '#1c7ed6'],
  ['#f76707', '#d6336c'],
  ['#5936dc', '#0b7285'],
  ['#e8590c', '#fab005'],
] as const;

function paletteFor(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length];
}

type Props = {
  src: string | null;
  /** picks the fallback's colours */
  seed: string;
  /** 'square' for pages and list thumbnails, 'wide' for banners */
  shape?: 'square' | 'wide';
  className?: string;
  /** set when the cover is the only thing that names the event */
  alt?: string;
};

/** The event's cover image, or a branded gradient when it has none. Decorative unless `alt` is given. */
export function EventCover({ src, seed, shape = 'square', className, alt = '' }: Props) {
  const shapeClass = shape === 'wide' ? classes.wide : classes.square;
  if (src) {
    return (
      <img src={src} alt={alt} className={`${classes.cover} ${shapeClass} ${className ?? ''}`} loading="lazy" decoding="async" />
    );
  }
  const [from, to] = paletteFor(seed);
  return (
    <div
      className={`${classes.cover} ${classes.fallback} ${shapeClass} ${className ?? ''}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <LogoMark size={48} className={classes.mark} />
    </div>
  );
}
