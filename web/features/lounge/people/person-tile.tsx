import { Badge, Button, Group, UnstyledButton } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../../contract/people.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { useCurrentUser } from '../../../session/session.ts';
import { useLoungeActions } from '../lounge-context.tsx';
import classes from '../lounge.module.css';
import { PersonAvatar } from '../../../components/people/person-avatar.tsx';
import { SaveButton } from './save-button.tsx';

const SHOWN_BADGES = 4;

/** One person in a list: who they are at a glance; the name opens the whole card. */
export function PersonTile({ card, place, extra }: { card: PersonCard; place: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { lounge, openCard, startChat } = useLoungeActions();
  const me = useCurrentUser();
  const work = [card.jobTitle, card.organization].filter(Boolean).join(' · ');
  const badges = [...(card.skills ?? []).map((skill) => skillNames[skill]), ...(card.tags ?? []).map((tag) => `#${tag}`)];
  return (
    <article className={classes.tile} data-testid="person-tile" aria-labelledby={`person-${card.userId}`}>
      <div className={classes.tileHead}>
        <PersonAvatar name={card.name} avatarUrl={card.avatarUrl} size={52} />
        <div className={classes.tileWho}>
          <UnstyledButton id={`person-${card.userId}`} className={classes.tileName} onClick={() => openCard(card)}>
            {card.name}
          </UnstyledButton>
          {work && <p className={classes.tileWork}>{work}</p>}
          {card.participationType && (
            <Badge size="sm" variant="light" color="grape" tt="none">
              {t(`people.participationTypes.${card.participationType}`)}
            </Badge>
          )}
        </div>
        <SaveButton eventId={lounge.eventId} card={card} place={place} />
      </div>
      {card.bio && <p className={classes.tileBio}>{card.bio}</p>}
      {badges.length > 0 && (
        <Group gap={6}>
          {badges.slice(0, SHOWN_BADGES).map((badge) => (
            <Badge key={badge} variant="light" color="gray" tt="none">
              {badge}
            </Badge>
          ))}
          {badges.length > SHOWN_BADGES && (
            <Badge variant="transparent" color="gray" tt="none">
              +{badges.length - SHOWN_BADGES}
            </Badge>
          )}
        </Group>
      )}
      {extra}
      {me?.id !== card.userId && (
        <Group justify="flex-end" mt="auto">
          <Button size="xs" radius="xl" variant="light" leftSection={<IconCoffee size={16} aria-hidden />} onClick={() => startChat(card)} aria-label={t('lounge.chat.openFor', { name: card.name })}>
            {t('lounge.chat.open')}
          </Button>
        </Group>
      )}
    </article>
  );
}
