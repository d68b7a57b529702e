import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './badge-row.module.css';

/**
 * A tile's tags on one line: the first `shown` as badges, the rest counted in a "+3" chip that names
 * them on hover and to a screen reader; nothing when there are none.
 */
export function BadgeRow({ items, shown }: { items: readonly string[]; shown: number }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const rest = items.slice(shown);
  const restWords = t('badgeRow.more', { count: rest.length, list: rest.join(', ') });
  return (
    <div className={classes.row} data-testid="badge-row">
      {items.slice(0, shown).map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none" className={classes.item} title={item}>
          {item}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Badge
          variant="outline"
          color="gray"
          tt="none"
          className={classes.more}
          title={restWords}
          aria-label={restWords}
          data-testid="badge-more"
        >
          +{rest.length}
        </Badge>
      )}
    </div>
  );
}
