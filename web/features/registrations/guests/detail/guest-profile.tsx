import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileCard } from '../../../../../contract/guests.ts';
import { hostFieldKeys, profileFieldKind } from '../../../../../contract/profile-fields.ts';
import { useFieldLabel } from '../../../../components/people/profile-field-label.ts';
import classes from './guest-detail.module.css';

// The bio, the tags and skills and the links have places of their own; the other fields are facts.
const factKeys = hostFieldKeys.filter((key) => !['longText', 'tags', 'skills', 'links'].includes(profileFieldKind(key)));

/** The guest's card as the host team sees it (what their profile shares). */
export function GuestProfile({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation();
  const label = useFieldLabel('guest');
  const facts = factKeys
    .map((key) => ({
      key,
      value:
        key === 'yearsOfExperience'
          ? profile.yearsOfExperience && t(`guests.experience.${profile.yearsOfExperience}`)
          : (profile[key] as string | null),
    }))
    .filter((fact) => fact.value);
  const tags = [...profile.tags.map((tag) => `#${tag}`), ...profile.skills.map((skill) => skill.replace(/_/g, ' '))];
  const empty = !profile.bio && facts.length === 0 && tags.length === 0 && profile.socials.length === 0;

  return (
    <section className={classes.section} aria-labelledby="guest-profile">
      <h3 id="guest-profile" className={classes.sectionTitle}>
        {t('guests.detail.profile')}
      </h3>
      {empty && <p className={classes.muted}>{t('guests.detail.noProfile')}</p>}
      {profile.bio && <p className={classes.bio}>{profile.bio}</p>}
      {facts.length > 0 && (
        <dl className={classes.answers}>
          {facts.map((fact) => (
            <div key={fact.key} className={classes.answer}>
              <dt>{label(fact.key)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {tags.length > 0 && (
        <Group gap={6}>
          {tags.map((tag) => (
            <Badge key={tag} variant="default" radius="sm" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {profile.socials.length > 0 && (
        <Group gap="sm">
          {profile.socials.map((social) => (
            <Anchor key={social.type} href={social.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              {t(`guests.socials.${social.type}`)}
            </Anchor>
          ))}
        </Group>
      )}
    </section>
  );
}
