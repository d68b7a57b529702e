import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateCommunitySchema, communityLimits } from '../../../../../contract/communities.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { saveProfileForm, useCreateCommunity } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { HandleField } from '../handle-field.tsx';
import { CommunityDescriptionField } from '../description-field.tsx';
import { ImageField } from '../image-field.tsx';
import { profileFormInput } from '../profile-form/draft-questions.ts';
import { JoinTypeDraftCard, newJoinTypeDraft } from '../profile-form/join-type-draft-card.tsx';
import type { JoinTypeDraft } from '../profile-form/join-type-draft-card.tsx';

type Values = { name: string; handle: string; description: string; favicon: string | null; banner: string | null };

/**
 * `/communities/new` (PRO): the community's name, address, images and description, and its member
 * types, each with the profile form applicants fill in. Created in one call, then each form is saved.
 */
export function CreateCommunityPage({ consolePath }: { consolePath: (handle: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCommunity();
  const [values, setValues] = useState<Values>({ name: '', handle: '', description: '', favicon: null, banner: null });
  const [joinTypes, setJoinTypes] = useState<JoinTypeDraft[]>(() => [newJoinTypeDraft()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [available, setAvailable] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onAvailability = useCallback((next: boolean | null) => setAvailable(next), []);
  const text = (key: string) => t(key);
  const set = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const submit = async () => {
    setFailure(null);
    const input = { ...values, joinTypes: joinTypes.map(({ name, description }) => ({ name, description })) };
    const parsed = CreateCommunitySchema.safeParse(input);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    if (joinTypes.length === 0) found.joinTypes = 'communityConsole.joinTypes.needOne';
    if (available === false) found.handle = 'errors.communityHandleInUse';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast('error', t('errors.validationFailed'));
      return;
    }
    setSaving(true);
    try {
      const community = await create.mutateAsync(input);
      await Promise.all(
        community.joinTypes.map((joinType, index) =>
          saveProfileForm(
            community.id,
            joinType.profileFormId,
            profileFormInput(joinType.name, joinTypes[index]?.questions ?? []),
          ),
        ),
      );
      showToast('success', t('communityConsole.create.created', { name: community.name }));
      await navigate(consolePath(community.handle));
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setFailure(messageForError(error, (key, options) => t(key, { ...options })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="md" className={classes.page}>
      <title>{t('communityConsole.create.documentTitle')}</title>
      <header className={classes.pageHeader}>
        <Title order={1}>{t('communityConsole.create.heading')}</Title>
        <Text c="dimmed">{t('communityConsole.create.lead')}</Text>
      </header>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (event.target === event.currentTarget) void submit();
        }}
      >
        <Stack gap="xl">
          <section className={classes.card} aria-labelledby="community-basics">
            <h2 id="community-basics" className={classes.cardTitle}>
              {t('communityConsole.create.basics')}
            </h2>
            <Stack gap="md">
              <TextInput
                label={t('communityConsole.fields.name')}
                value={values.name}
                maxLength={communityLimits.name}
                withAsterisk
                error={errors.name ? text(errors.name) : undefined}
                onChange={(event) => set({ name: event.currentTarget.value })}
              />
              <HandleField
                value={values.handle}
                onChange={(handle) => set({ handle })}
                error={errors.handle ? text(errors.handle) : undefined}
                onAvailability={onAvailability}
              />
              <CommunityDescriptionField
                value={values.description}
                error={errors.description ? text(errors.description) : undefined}
                onChange={(description) => set({ description })}
              />
              <div className={classes.imageRow}>
                <ImageField kind="favicon" value={values.favicon} onChange={(favicon) => set({ favicon })} />
                <ImageField kind="banner" value={values.banner} onChange={(banner) => set({ banner })} />
              </div>
            </Stack>
          </section>
          <section className={classes.card} aria-labelledby="community-join-types">
            <h2 id="community-join-types" className={classes.cardTitle}>
              {t('communityConsole.joinTypes.title')}
            </h2>
            <Text size="sm" c="dimmed" mb="md">
              {t('communityConsole.joinTypes.lead')}
            </Text>
            <Stack gap="lg">
              {joinTypes.map((joinType, index) => (
                <JoinTypeDraftCard
                  key={joinType.key}
                  index={index}
                  value={joinType}
                  error={errors[`joinTypes.${index}.name`] ? text(errors[`joinTypes.${index}.name`]) : undefined}
                  canRemove={joinTypes.length > 1}
                  onChange={(next) => setJoinTypes((current) => current.map((item) => (item.key === next.key ? next : item)))}
                  onRemove={() => setJoinTypes((current) => current.filter((item) => item.key !== joinType.key))}
                />
              ))}
              {joinTypes.length < communityLimits.joinTypes && (
                <Button
                  variant="light"
                  radius="xl"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  className={classes.alignStart}
                  onClick={() => setJoinTypes((current) => [...current, newJoinTypeDraft()])}
                >
                  {t('communityConsole.joinTypes.add')}
                </Button>
              )}
              {errors.joinTypes && (
                <Text size="sm" c="red.8" role="alert">
                  {text(errors.joinTypes)}
                </Text>
              )}
            </Stack>
          </section>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" radius="xl" size="md" loading={saving}>
              {t('communityConsole.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
