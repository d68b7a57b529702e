import classes from './logo.module.css';

/** Three people gathered: the Moim mark, white on the brand gradient. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <span className={`${classes.mark} ${className ?? ''}`} style={{ width: size, height: size }} aria-hidden>
      <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
        <circle cx="11" cy="12.5" r="4.6" fill="#fff" />
        <circle cx="21" cy="12.5" r="4.6" fill="#fff" fillOpacity="0.72" />
        <circle cx="16" cy="21" r="4.6" fill="#fff" fillOpacity="0.88" />
      </svg>
    </span>
  );
}

/** The mark with the wordmark: the Latin logotype in both languages, as real text. */
export function Logo() {
  return (
    <span className={classes.logo}>
      <LogoMark />
      <span className={classes.wordmark}>Moim</span>
    </span>
  );
}
