import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityMemberCard } from '../../../../contract/community-people.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { PersonAvatar } from '../../../components/people/person-avatar.tsx';
import { useCurrentUser } from '../../../session/session.ts';
import classes from '../community.module.css';
import { MemberSaveButton } from './member-save-button.tsx';

const SHOWN_BADGES = 4;

/** One member in a list: who they are at a glance; the name opens their page. */
export function MemberTile({ card, place, onContact, extra }: { card: CommunityMemberCard; place: string; onContact: (card: CommunityMemberCard) => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const work = [card.jobTitle, card.organization].filter(Boolean).join(' · ');
  const badges = [...(card.skills ?? []).map((skill) => skillNames[skill]), ...(card.tags ?? []).map((tag) => `#${tag}`)];
  return (
    <article className={classes.tile} data-testid="member-tile" aria-labelledby={`member-${card.userId}`}>
      <div className={classes.tileHead}>
        <PersonAvatar name={card.name} avatarUrl={card.avatarUrl} size={52} />
        <div className={classes.tileWho}>
          <Anchor component={Link} to={`/members/${encodeURIComponent(card.handle)}`} id={`member-${card.userId}`} className={classes.tileName}>
            {card.name}
          </Anchor>
          {work && <p className={classes.tileWork}>{work}</p>}
          {card.memberType && (
            <Badge size="sm" variant="light" color="grape" tt="none">
              {card.memberType.name}
            </Badge>
          )}
        </div>
        <MemberSaveButton card={card} place={place} />
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
          <Button size="xs" radius="xl" variant="light" leftSection={<IconCoffee size={16} aria-hidden />} onClick={() => onContact(card)} aria-label={t('lounge.chat.openFor', { name: card.name })}>
            {t('lounge.chat.open')}
          </Button>
        </Group>
      )}
    </article>
  );
}
