import type { ReactNode } from 'react';
import classes from './event-editor.module.css';

/** One titled card of the editor. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={`${id}-heading`}>
      <header className={classes.sectionHeader}>
        <h2 id={`${id}-heading`} className={classes.sectionTitle}>
          {title}
        </h2>
        {description && <p className={classes.sectionDescription}>{description}</p>}
      </header>
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}
