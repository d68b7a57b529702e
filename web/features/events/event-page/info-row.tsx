import type { ReactNode } from 'react';
import classes from './event-page.module.css';

/** A row of the page's key facts: a square tile on the left, two or three lines on the right. */
export function InfoRow({ tile, title, children }: { tile: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={classes.infoRow}>
      <div className={classes.tile} aria-hidden>
        {tile}
      </div>
      <div className={classes.infoText}>
        <p className={classes.infoTitle}>{title}</p>
        {children}
      </div>
    </div>
  );
}
