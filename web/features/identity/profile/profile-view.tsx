import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../contract/users.ts';
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
  const location = [profile.location?.fullAddress, profile.detailAddress].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      <section className={classes.section} aria-labelledby="profile-about">
        <Title order={2} size="h4" id="profile-about" mb="sm">
          {t('profile.sections.about')}
        </Title>
        <dl className={classes.fields}>
          <Field label={f('name')}>{profile.name}</Field>
          <Field label={f('handle')}>@{profile.handle}</Field>
          <Field label={f('email')}>{profile.email}</Field>
          <Field label={f('bio')}>{profile.bio}</Field>
          <Field label={f('tags')}>
            {profile.tags.length > 0 && (
              <Group gap={6}>
                {profile.tags.map((tag) => (
                  <Badge key={tag} variant="light" tt="none">
                    #{tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </dl>
      </section>
      <section className={classes.section} aria-labelledby="profile-work">
        <Title order={2} size="h4" id="profile-work" mb="sm">
          {t('profile.sections.work')}
        </Title>
        <dl className={classes.fields}>
          <Field label={f('industry')}>{profile.industry}</Field>
          <Field label={f('organization')}>{profile.organization}</Field>
          <Field label={f('jobTitle')}>{profile.jobTitle}</Field>
          <Field label={f('yearsOfExperience')}>
            {profile.yearsOfExperience && t(`profile.years.${profile.yearsOfExperience}`)}
          </Field>
          <Field label={f('skills')}>
            {profile.skills.length > 0 && (
              <Group gap={6}>
                {profile.skills.map((skill) => (
                  <Badge key={skill} variant="outline" tt="none">
                    {skillNames[skill]}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </dl>
      </section>
      <section className={classes.section} aria-labelledby="profile-contact">
        <Title order={2} size="h4" id="profile-contact" mb="sm">
          {t('profile.sections.contact')}
        </Title>
        <dl className={classes.fields}>
          <Field label={f('location')}>{location}</Field>
          <Field label={f('phoneNumber')}>{profile.phoneNumber}</Field>
          <Field label={f('socials')}>
            {profile.socials.length > 0 && (
              <Stack gap={4}>
                {profile.socials.map((social) => (
                  <Anchor key={social.type} href={social.url} target="_blank" rel="noopener noreferrer nofollow">
                    {t(`profile.socials.${social.type}`)}: {social.url.replace(/^https:\/\//, '')}
                  </Anchor>
                ))}
              </Stack>
            )}
          </Field>
          <Field label={f('attachedFile')}>
            {profile.attachedFileUrl && (
              <Anchor href={profile.attachedFileUrl} target="_blank" rel="noopener noreferrer nofollow">
                {f('openAttachedFile')}
              </Anchor>
            )}
          </Field>
        </dl>
      </section>
      <section className={classes.section} aria-labelledby="profile-personal">
        <Title order={2} size="h4" id="profile-personal" mb="sm">
          {t('profile.sections.personal')}
        </Title>
        <dl className={classes.fields}>
          <Field label={f('dateOfBirth')}>{profile.dateOfBirth}</Field>
        </dl>
      </section>
    </Stack>
  );
}
