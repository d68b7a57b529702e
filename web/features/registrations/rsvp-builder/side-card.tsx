import { useId } from 'react';
import type { ReactNode } from 'react';
import classes from './rsvp-builder.module.css';

/** A titled card in the builder's side column. */
export function SideCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.sideCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sideTitle}>
        {title}
      </h2>
      {description && <p className={classes.sideText}>{description}</p>}
      {children}
    </section>
  );
}
