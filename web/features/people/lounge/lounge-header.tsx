import { Anchor, Button, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCoffee } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lounge } from '../../../../contract/lounge.ts';
import classes from './lounge.module.css';

/** How many people have a card, saying so when I am one of them. */
function cardCountWords(lounge: Lounge, t: TFunction): string {
  if (!lounge.hasCard) return t('lounge.header.cardCount', { count: lounge.cardCount });
  const others = lounge.cardCount - 1;
  return others > 0 ? t('lounge.header.cardCountWithYou', { count: others }) : t('lounge.header.cardCountOnlyYou');
}

/** The lounge header: the event it belongs to, how many people have a card, and my coffee chats. */
export function LoungeHeader({ lounge, onOpenChats }: { lounge: Lounge; onOpenChats: () => void }) {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Anchor component={Link} to={`/events/${lounge.handle}`} size="sm" className={classes.back}>
        <IconArrowLeft size={14} aria-hidden />
        {t('lounge.header.toEvent')}
      </Anchor>
      <div className={classes.headerRow}>
        <div>
          <Text size="sm" fw={600} c="moim.8">
            {t('lounge.header.kicker')}
          </Text>
          <Title order={1} className={classes.title}>
            {lounge.title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="card-count">
            {cardCountWords(lounge, t)}
          </Text>
        </div>
        <Button variant="default" radius="xl" leftSection={<IconCoffee size={16} aria-hidden />} onClick={onOpenChats}>
          {t('lounge.chats.title')}
        </Button>
      </div>
    </header>
  );
}
