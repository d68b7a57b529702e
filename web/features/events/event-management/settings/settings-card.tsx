import { useId } from 'react';
import type { ReactNode } from 'react';
import classes from './event-settings.module.css';

type Props = { title: string; description?: string; tone?: 'danger'; children: ReactNode };

/** A titled block of settings. */
export function SettingsCard({ title, description, tone, children }: Props) {
  const headingId = useId();
  return (
    <section className={`${classes.card} ${tone === 'danger' ? classes.cardDanger : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {title}
      </h2>
      {description && <p className={classes.cardDescription}>{description}</p>}
      <div className={classes.cardBody}>{children}</div>
    </section>
  );
}
