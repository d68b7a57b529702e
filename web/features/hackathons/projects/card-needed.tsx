import { Button, Text } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './projects.module.css';

/** Commenting and For You need my profile card: this says so and opens the lounge's card form. */
export function CardNeeded({ reason, onMakeCard }: { reason: 'comment' | 'forYou'; onMakeCard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.row} data-testid="card-prompt">
      <IconIdBadge2 size={22} aria-hidden />
      <Text size="sm" className={classes.rowText}>
        {t(`hackathonProjects.card.${reason}`)}
      </Text>
      <Button radius="xl" size="sm" onClick={onMakeCard}>
        {t('hackathonProjects.card.action')}
      </Button>
    </div>
  );
}
