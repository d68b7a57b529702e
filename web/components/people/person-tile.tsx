import { Anchor, Badge, Button, Group, UnstyledButton } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard } from '../../../contract/people.ts';
import { skillNames } from '../../../contract/skill-names.ts';
import { useCurrentUser } from '../../session/session.ts';
import { BadgeRow } from '../ui/badge-row.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import classes from './person-tile.module.css';

const SHOWN_BADGES = 4;

type TilePerson = Pick<
  PersonCard,
  'userId' | 'handle' | 'name' | 'avatarUrl' | 'jobTitle' | 'organization' | 'bio' | 'skills' | 'tags'
>;

type PersonTileProps = {
  card: TilePerson;
  /** what the name does: open the whole card in place, or go to the person's page */
  open: { onClick: () => void } | { to: string };
  /** who they are here: a participation type, a member type */
  badge?: string | null;
  saveButton: ReactNode;
  onChat: () => void;
  extra?: ReactNode;
  testId: string;
};

/** One person in a list: who they are at a glance, save, and a coffee chat; the name opens more. */
export function PersonTile({ card, open, badge, saveButton, onChat, extra, testId }: PersonTileProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const nameId = `${testId}-${card.userId}`;
  const work = [card.jobTitle, card.organization].filter(Boolean).join(' · ');
  const badges = [...(card.skills ?? []).map((skill) => skillNames[skill]), ...(card.tags ?? []).map((tag) => `#${tag}`)];
  return (
    <article className={classes.tile} data-testid={testId} aria-labelledby={nameId}>
      <div className={classes.head}>
        <PersonAvatar name={card.name} avatarUrl={card.avatarUrl} size={52} />
        <div className={classes.who}>
          {'to' in open ? (
            <Anchor component={Link} to={open.to} id={nameId} className={classes.name}>
              {card.name}
            </Anchor>
          ) : (
            <UnstyledButton id={nameId} className={classes.name} onClick={open.onClick}>
              {card.name}
            </UnstyledButton>
          )}
          <p className={classes.handle} data-testid="person-handle">
            @{card.handle}
          </p>
          {work && <p className={classes.work}>{work}</p>}
          {badge && (
            <Badge size="sm" variant="light" color="grape" tt="none">
              {badge}
            </Badge>
          )}
        </div>
        {saveButton}
      </div>
      {card.bio && <p className={classes.bio}>{card.bio}</p>}
      <BadgeRow items={badges} shown={SHOWN_BADGES} />
      {extra}
      {me?.id !== card.userId && (
        <Group justify="flex-end" mt="auto">
          <Button
            size="xs"
            radius="xl"
            variant="light"
            leftSection={<IconCoffee size={16} aria-hidden />}
            onClick={onChat}
            aria-label={t('lounge.chat.openFor', { name: card.name })}
          >
            {t('lounge.chat.open')}
          </Button>
        </Group>
      )}
    </article>
  );
}
