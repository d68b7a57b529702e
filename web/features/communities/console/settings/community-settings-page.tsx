import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateCommunitySchema, communityLimits } from '../../../../../contract/communities.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useUpdateCommunity } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { CommunityDescriptionField } from '../description-field.tsx';
import { ImageField } from '../image-field.tsx';
import { JoinTypesSettings } from './join-types-settings.tsx';

/** The community's name, description, favicon and banner; then its member types and their profile forms. */
export function CommunitySettingsPage() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const update = useUpdateCommunity(community.id);
  const [values, setValues] = useState({
    name: community.name,
    description: community.description,
    favicon: community.favicon,
    banner: community.banner,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const save = () => {
    const parsed = UpdateCommunitySchema.safeParse(values);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(values, {
      onSuccess: () => showToast('success', t('communityConsole.settings.saved')),
      onError: (error) => isApiError(error) && error.fields && setErrors(error.fields),
    });
  };
  return (
    <Stack gap="xl">
      <title>{t('communityConsole.settings.documentTitle', { name: community.name })}</title>
      <section className={classes.card} aria-labelledby="settings-heading">
        <h2 id="settings-heading" className={classes.cardTitle}>
          {t('communityConsole.settings.heading')}
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('communityConsole.fields.name')}
              value={values.name}
              maxLength={communityLimits.name}
              withAsterisk
              error={errors.name ? t(errors.name) : undefined}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <TextInput
              label={t('communityConsole.handle.label')}
              value={community.handle}
              readOnly
              description={t('communityConsole.settings.handleFixed')}
            />
            <CommunityDescriptionField
              value={values.description}
              error={errors.description ? t(errors.description) : undefined}
              onChange={(description) => set({ description })}
            />
            <div className={classes.imageRow}>
              <ImageField kind="favicon" value={values.favicon} onChange={(favicon) => set({ favicon })} />
              <ImageField kind="banner" value={values.banner} onChange={(banner) => set({ banner })} />
            </div>
            {update.error && !(isApiError(update.error) && update.error.fields) && (
              <Alert color="red" role="alert">
                {messageForError(update.error, (key, options) => t(key, { ...options }))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" radius="xl" loading={update.isPending}>
                {t('communityConsole.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
      <JoinTypesSettings />
    </Stack>
  );
}
