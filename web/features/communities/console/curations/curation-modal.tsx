import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurationFormSchema, communityPeopleLimits } from '../../../../../contract/community-people.ts';
import type { Curation } from '../../../../../contract/community-people.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { consoleMembersQuery, useCreateCuration, useUpdateCuration } from '../community-console.api.ts';
import { useConsoleCommunity } from '../console-context.tsx';
import { SummaryMultiSelect } from '../../../../components/ui/summary-select.tsx';

type Props = { curation: Curation | null; onClose: () => void };

/** A curation's title, note and members (picked from the approved members, in the order picked). */
export function CurationModal({ curation, onClose }: Props) {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const [title, setTitle] = useState(curation?.title ?? '');
  const [note, setNote] = useState(curation?.note ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(curation?.members.map((member) => member.userId) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const members = useInfiniteQuery(consoleMembersQuery(community.id, ''));
  const create = useCreateCuration(community.id);
  const update = useUpdateCuration(community.id);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const known = new Map((curation?.members ?? []).map((member) => [member.userId, member.name]));
  for (const member of members.data?.pages.flatMap((page) => page.items) ?? []) known.set(member.user.id, member.user.name);
  const text = (key: string) => t(key);

  const save = () => {
    const input = { title, note, memberIds };
    const parsed = CurationFormSchema.safeParse(input);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = () => {
      showToast(
        'success',
        t(curation ? 'communityConsole.curations.saved' : 'communityConsole.curations.created', { title: title.trim() }),
      );
      onClose();
    };
    const showFields = (error: unknown) => isApiError(error) && error.fields && setErrors(error.fields);
    if (curation) update.mutate({ curationId: curation.id, ...input }, { onSuccess: done, onError: showFields });
    else create.mutate(input, { onSuccess: done, onError: showFields });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(curation ? 'communityConsole.curations.editTitle' : 'communityConsole.curations.newTitle')}
      size="lg"
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('communityConsole.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('communityConsole.curations.title')}
            placeholder={t('communityConsole.curations.titlePlaceholder')}
            value={title}
            maxLength={communityPeopleLimits.curationTitle}
            withAsterisk
            error={errors.title ? text(errors.title) : undefined}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label={t('communityConsole.curations.note')}
            value={note}
            maxLength={communityPeopleLimits.curationNote}
            autosize
            minRows={2}
            error={errors.note ? text(errors.note) : undefined}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <SummaryMultiSelect
            label={t('communityConsole.curations.members')}
            placeholder={t('communityConsole.curations.membersPlaceholder')}
            data={[...known].map(([value, label]) => ({ value, label }))}
            value={memberIds}
            onChange={setMemberIds}
            searchable
            withAsterisk
            maxValues={communityPeopleLimits.curationMembers}
            nothingFoundMessage={t('communityConsole.curations.noMembers')}
            error={errors.memberIds ? text(errors.memberIds) : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          {failure && !(isApiError(failure) && failure.fields) && (
            <Alert color="red" role="alert">
              {messageForError(failure, (key, options) => t(key, { ...options }))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('communityConsole.cancel')}
            </Button>
            <Button type="submit" radius="xl" loading={saving}>
              {t(curation ? 'communityConsole.save' : 'communityConsole.curations.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
