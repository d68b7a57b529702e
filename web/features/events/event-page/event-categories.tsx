import { eventFieldLabels, eventTypeLabels } from '../../../../contract/event-categories.ts';
import type { EventField, EventType } from '../../../../contract/events.ts';
import classes from './event-page.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';

/** The event's types and fields as quiet chips. */
export function EventCategories({ eventTypes, eventFields }: { eventTypes: EventType[]; eventFields: EventField[] }) {
  const { t, locale } = usePageText();
  const labels = [
    ...eventTypes.map((code) => eventTypeLabels[code][locale]),
    ...eventFields.map((code) => eventFieldLabels[code][locale]),
  ];
  if (labels.length === 0) return null;
  return (
    <section className={classes.sideSection} aria-labelledby="event-categories-heading">
      <h2 id="event-categories-heading" className={classes.sideHeading}>
        {t('eventPage.categories')}
      </h2>
      <ul className={classes.chips}>
        {labels.map((label) => (
          <li key={label} className={classes.chip}>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
