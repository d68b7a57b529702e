import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '../../../../contract/phone-numbers.ts';
import type { ProfileInputKey } from '../../../../contract/profile-fields.ts';
import type { Profile } from '../../../../contract/users.ts';
import { useFieldLabel } from '../../../components/people/profile-field-label.ts';
import { profileSections } from './profile-layout.ts';
import classes from './profile.module.css';
import { skillNames } from '../../../../contract/skill-names.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {empty ? (
          <Text span c="dimmed">
            {t('profile.empty')}
          </Text>
        ) : (
          children
        )}
      </dd>
    </>
  );
}

/** Every field of the profile, read-only. */
export function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`profile.fields.${key}`);
  const label = useFieldLabel();
  const location = [profile.location?.fullAddress, profile.detailAddress].filter(Boolean).join(', ');
  // Values that are more than their text; the detail address is shown with the location.
  const ownValues: Partial<Record<ProfileInputKey, () => ReactNode>> = {
    phoneNumber: () => profile.phoneNumber && formatPhoneNumber(profile.phoneNumber),
    tags: () =>
      profile.tags.length > 0 && (
        <Group gap={6}>
          {profile.tags.map((tag) => (
            <Badge key={tag} variant="light" tt="none">
              #{tag}
            </Badge>
          ))}
        </Group>
      ),
    yearsOfExperience: () => profile.yearsOfExperience && t(`profile.years.${profile.yearsOfExperience}`),
    skills: () =>
      profile.skills.length > 0 && (
        <Group gap={6}>
          {profile.skills.map((skill) => (
            <Badge key={skill} variant="outline" tt="none">
              {skillNames[skill]}
            </Badge>
          ))}
        </Group>
      ),
    location: () => location,
    socials: () =>
      profile.socials.length > 0 && (
        <Stack gap={4}>
          {profile.socials.map((social) => (
            <Anchor key={social.type} href={social.url} target="_blank" rel="noopener noreferrer nofollow">
              {t(`profile.socials.${social.type}`)}: {social.url.replace(/^https:\/\//, '')}
            </Anchor>
          ))}
        </Stack>
      ),
    attachedFileUrl: () =>
      profile.attachedFileUrl && (
        <Anchor href={profile.attachedFileUrl} target="_blank" rel="noopener noreferrer nofollow">
          {f('openAttachedFile')}
        </Anchor>
      ),
  };
  const valueOf = (key: ProfileInputKey) => {
    const own = ownValues[key];
    return own ? own() : (profile[key] as string | null);
  };
  return (
    <Stack gap="lg">
      {profileSections.map((section) => (
        <section key={section.id} className={classes.section} aria-labelledby={`profile-${section.id}`}>
          <Title order={2} size="h4" id={`profile-${section.id}`} mb="sm">
            {t(`profile.sections.${section.id}`)}
          </Title>
          <dl className={classes.fields}>
            {section.id === 'about' && (
              <>
                <Field label={f('name')}>{profile.name}</Field>
                <Field label={f('handle')}>@{profile.handle}</Field>
                <Field label={label('email')}>{profile.email}</Field>
              </>
            )}
            {section.rows
              .flat()
              .filter((key) => key !== 'detailAddress')
              .map((key) => (
                <Field key={key} label={label(key)}>
                  {valueOf(key)}
                </Field>
              ))}
          </dl>
        </section>
      ))}
    </Stack>
  );
}
