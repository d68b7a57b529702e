import { Button, Text, ThemeIcon, Title } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoungeActions } from '../lounge-context.tsx';
import classes from '../lounge.module.css';

/** The profile-setup prompt: without a card, nobody here sees me and For You has nothing to compare. */
export function CardPrompt({ reason }: { reason: 'lounge' | 'forYou' | 'myCard' }) {
  const { t } = useTranslation();
  const { makeCard } = useLoungeActions();
  return (
    <section className={classes.prompt} aria-labelledby={`card-prompt-${reason}`} data-testid="card-prompt">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconIdBadge2 size={26} />
      </ThemeIcon>
      <div className={classes.promptText}>
        <Title order={2} size="h4" id={`card-prompt-${reason}`}>
          {t('lounge.prompt.title')}
        </Title>
        <Text size="sm">{t(`lounge.prompt.${reason}`)}</Text>
      </div>
      <Button radius="xl" onClick={makeCard}>
        {t('lounge.prompt.action')}
      </Button>
    </section>
  );
}
