import { Anchor, Badge, Group } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../contract/people.ts';
import { formatPhoneNumber } from '../../../contract/phone-numbers.ts';
import { cardValueKeys, type CardValueKey } from '../../../contract/profile-fields.ts';
import { skillNames } from '../../../contract/skill-names.ts';
import { completeOrder } from './profile-field-layout.ts';
import { useFieldLabel } from './profile-field-label.ts';
import classes from './people.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

type CardFact = 'participationType' | 'roles' | 'seeking' | 'seekingSkills';
const isField = (item: string): item is CardValueKey => (cardValueKeys as readonly string[]).includes(item);

/** The facts in their order: the card's fields (contract/profile-fields.ts) and what the card itself holds. */
const factOrder = completeOrder<CardValueKey, CardFact>(
  [
    'bio',
    'organization',
    'jobTitle',
    'industry',
    'yearsOfExperience',
    'participationType',
    'skills',
    'tags',
    'roles',
    'seeking',
    'seekingSkills',
    'location',
    'email',
    'phoneNumber',
    'dateOfBirth',
    'socials',
    'attachedFileUrl',
  ],
  cardValueKeys,
);

/** Every field the person shows, and nothing they hide (a hidden field is absent from the card). */
export function PersonFacts({ card }: { card: PersonCard }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`lounge.fields.${key}`);
  // The card's words: one card, wherever it is shown.
  const label = useFieldLabel('card');
  // What the card itself holds, besides the profile's fields.
  const cardFacts: Record<CardFact, ReactNode> = {
    participationType: card.participationType && (
      <Fact label={f('participationType')}>{t(`people.participationTypes.${card.participationType}`)}</Fact>
    ),
    roles: filled(card.roles) && <Fact label={f('roles')}>{card.roles.map((role) => t(`people.roles.${role}`)).join(', ')}</Fact>,
    seeking: filled(card.seeking) && (
      <Fact label={f('seeking')}>{card.seeking.map((role) => t(`people.roles.${role}`)).join(', ')}</Fact>
    ),
    seekingSkills: filled(card.seekingSkills) && (
      <Fact label={f('seekingSkills')}>{card.seekingSkills.map((skill) => skillNames[skill]).join(', ')}</Fact>
    ),
  };
  // Field values that are more than their text.
  const ownValues: Partial<Record<CardValueKey, () => ReactNode>> = {
    yearsOfExperience: () => t(`lounge.years.${card.yearsOfExperience}`),
    skills: () => (
      <Group gap={6}>
        {card.skills?.map((skill) => (
          <Badge key={skill} variant="outline" tt="none">
            {skillNames[skill]}
          </Badge>
        ))}
      </Group>
    ),
    tags: () => (
      <Group gap={6}>
        {card.tags?.map((tag) => (
          <Badge key={tag} variant="light" tt="none">
            #{tag}
          </Badge>
        ))}
      </Group>
    ),
    location: () => card.location?.fullAddress,
    phoneNumber: () =>
      card.phoneNumber && <Anchor href={`tel:${card.phoneNumber}`}>{formatPhoneNumber(card.phoneNumber)}</Anchor>,
    email: () => <Anchor href={`mailto:${card.email}`}>{card.email}</Anchor>,
    socials: () => (
      <Group gap={10}>
        {card.socials?.map((social) => (
          <Anchor key={social.type} href={social.url} target="_blank" rel="noopener noreferrer nofollow">
            {t(`lounge.socials.${social.type}`)}
          </Anchor>
        ))}
      </Group>
    ),
    attachedFileUrl: () => (
      <Anchor href={card.attachedFileUrl ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
        {f('openAttachedFile')}
      </Anchor>
    ),
  };
  return (
    <dl className={classes.facts} data-testid="person-facts">
      {factOrder.map((item) => {
        if (!isField(item)) return <Fragment key={item}>{cardFacts[item]}</Fragment>;
        if (!filled(card[item])) return null;
        const own = ownValues[item];
        return (
          <Fact key={item} label={label(item)}>
            {own ? own() : (card[item] as string)}
          </Fact>
        );
      })}
    </dl>
  );
}
