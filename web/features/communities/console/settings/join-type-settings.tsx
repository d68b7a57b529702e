import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communityLimits } from '../../../../../contract/communities.ts';
import type { JoinType, ProfileForm } from '../../../../../contract/communities.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { QuestionBuilder } from '../../../../components/question-builder/question-builder.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { profileFormQuery, useArchiveJoinType, useSaveProfileForm, useUpdateJoinType } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { profileFormInput } from '../profile-form/draft-questions.ts';
import { useDraftQuestions } from '../profile-form/use-draft-questions.ts';

/** One member type: its name and description, and its profile form (changed here, saved as a whole). */
export function JoinTypeSettings({ joinType, canArchive }: { joinType: JoinType; canArchive: boolean }) {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const form = useQuery(profileFormQuery(community.id, joinType.profileFormId));
  const update = useUpdateJoinType(community.id);
  const archive = useArchiveJoinType(community.id);
  const [name, setName] = useState(joinType.name);
  const [description, setDescription] = useState(joinType.description);
  const changed = name !== joinType.name || description !== joinType.description;
  return (
    <section
      className={classes.joinTypeCard}
      aria-label={t('communityConsole.joinTypes.cardLabel', { name: joinType.name })}
      data-testid="join-type"
    >
      <Stack gap="xs">
        <TextInput
          label={t('communityConsole.joinTypes.name')}
          value={name}
          maxLength={communityLimits.joinTypeName}
          withAsterisk
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={t('communityConsole.joinTypes.description')}
          value={description}
          maxLength={communityLimits.joinTypeDescription}
          autosize
          minRows={1}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {changed && (
          <Button
            radius="xl"
            size="xs"
            variant="light"
            className={classes.alignStart}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { joinTypeId: joinType.id, name, description },
                { onSuccess: () => showToast('success', t('communityConsole.settings.saved')) },
              )
            }
          >
            {t('communityConsole.joinTypes.saveDetails')}
          </Button>
        )}
        {canArchive && (
          <Button
            radius="xl"
            size="xs"
            variant="default"
            className={classes.alignStart}
            loading={archive.isPending}
            aria-label={t('communityConsole.joinTypes.archiveOf', { name: joinType.name })}
            onClick={() =>
              archive.mutate(joinType.id, {
                onSuccess: () => showToast('success', t('communityConsole.joinTypes.archived', { name: joinType.name })),
              })
            }
          >
            {t('communityConsole.joinTypes.archive')}
          </Button>
        )}
      </Stack>
      <Text fw={700} size="sm" mt="md" mb="sm">
        {t('communityConsole.joinTypes.profileForm')}
      </Text>
      {form.data ? <ProfileFormEditor key={form.dataUpdatedAt} form={form.data} /> : <Skeleton height={120} radius="md" />}
    </section>
  );
}

function ProfileFormEditor({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const draft = useDraftQuestions(() => form.questions);
  const save = useSaveProfileForm(community.id);
  return (
    <Stack gap="sm">
      <QuestionBuilder questions={draft.questions} deletedQuestions={draft.deletedQuestions} actions={draft.actions} />
      {save.error && (
        <Alert color="red" role="alert">
          {messageForError(save.error, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {draft.dirty && (
          <Text size="sm" c="gray.7" role="status">
            {t('communityConsole.joinTypes.unsaved')}
          </Text>
        )}
        <Button
          radius="xl"
          disabled={!draft.dirty}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { formId: form.id, form: profileFormInput(form.title, draft.questions) },
              {
                onSuccess: (saved) => {
                  draft.reset(saved.questions);
                  showToast('success', t('communityConsole.joinTypes.formSaved'));
                },
              },
            )
          }
        >
          {t('communityConsole.joinTypes.saveForm')}
        </Button>
      </Group>
    </Stack>
  );
}
