import { Anchor, Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../contract/people.ts';
import { skillNames } from '../../../contract/skill-names.ts';
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

// The words are the lounge's (`lounge.fields.*`): one card, wherever it is shown.

/** Every field the person shows, and nothing they hide (a hidden field is absent from the card). */
export function PersonFacts({ card }: { card: PersonCard }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`lounge.fields.${key}`);
  return (
    <dl className={classes.facts} data-testid="person-facts">
      {filled(card.bio) && <Fact label={f('bio')}>{card.bio}</Fact>}
      {filled(card.organization) && <Fact label={f('organization')}>{card.organization}</Fact>}
      {filled(card.jobTitle) && <Fact label={f('jobTitle')}>{card.jobTitle}</Fact>}
      {filled(card.industry) && <Fact label={f('industry')}>{card.industry}</Fact>}
      {card.yearsOfExperience && <Fact label={f('yearsOfExperience')}>{t(`lounge.years.${card.yearsOfExperience}`)}</Fact>}
      {card.participationType && (
        <Fact label={f('participationType')}>{t(`people.participationTypes.${card.participationType}`)}</Fact>
      )}
      {filled(card.skills) && (
        <Fact label={f('skills')}>
          <Group gap={6}>
            {card.skills?.map((skill) => (
              <Badge key={skill} variant="outline" tt="none">
                {skillNames[skill]}
              </Badge>
            ))}
          </Group>
        </Fact>
      )}
      {filled(card.tags) && (
        <Fact label={f('tags')}>
          <Group gap={6}>
            {card.tags?.map((tag) => (
              <Badge key={tag} variant="light" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        </Fact>
      )}
      {filled(card.roles) && <Fact label={f('roles')}>{card.roles.map((role) => t(`people.roles.${role}`)).join(', ')}</Fact>}
      {filled(card.seeking) && (
        <Fact label={f('seeking')}>{card.seeking.map((role) => t(`people.roles.${role}`)).join(', ')}</Fact>
      )}
      {filled(card.seekingSkills) && (
        <Fact label={f('seekingSkills')}>{card.seekingSkills.map((skill) => skillNames[skill]).join(', ')}</Fact>
      )}
      {card.location && <Fact label={f('location')}>{card.location.fullAddress}</Fact>}
      {filled(card.email) && (
        <Fact label={f('email')}>
          <Anchor href={`mailto:${card.email}`}>{card.email}</Anchor>
        </Fact>
      )}
      {filled(card.phoneNumber) && <Fact label={f('phoneNumber')}>{card.phoneNumber}</Fact>}
      {filled(card.dateOfBirth) && <Fact label={f('dateOfBirth')}>{card.dateOfBirth}</Fact>}
      {filled(card.socials) && (
        <Fact label={f('socials')}>
          <Group gap={10}>
            {card.socials?.map((social) => (
              <Anchor key={social.type} href={social.url} target="_blank" rel="noopener noreferrer nofollow">
                {t(`lounge.socials.${social.type}`)}
              </Anchor>
            ))}
          </Group>
        </Fact>
      )}
      {filled(card.attachedFileUrl) && (
        <Fact label={f('attachedFile')}>
          <Anchor href={card.attachedFileUrl ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
            {f('openAttachedFile')}
          </Anchor>
        </Fact>
      )}
    </dl>
  );
}
