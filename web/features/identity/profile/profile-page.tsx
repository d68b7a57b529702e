import { Button, Container, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../api/query-client.ts';
import { requireSignedIn } from '../../../session/require-signed-in.ts';
import { profileQuery } from './profile.api.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileView } from './profile-view.tsx';
import classes from './profile.module.css';

/** Signed-in people only; the profile is fetched before the page shows. */
export async function profileLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  await queryClient.ensureQueryData(profileQuery);
  return null;
}

/** `/profile`: the signed-in person's profile, to read and to edit. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(profileQuery);
  const [editing, setEditing] = useState(false);
  return (
    <Container size="lg" className={classes.page}>
      <title>{t('profile.documentTitle')}</title>
      <div className={classes.header}>
        <Title order={1}>{t('profile.heading')}</Title>
        {!editing && (
          <Button radius="xl" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <div className={classes.layout}>
        <ProfileAvatar name={profile.name} avatarUrl={profile.avatarUrl} />
        {editing ? <ProfileForm profile={profile} onDone={() => setEditing(false)} /> : <ProfileView profile={profile} />}
      </div>
    </Container>
  );
}
