import { Avatar, FileButton, Button, Image, Modal, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { session } from '../../../session/session.ts';
import { avatarFileProblem, avatarRules, profileQuery, uploadAvatar } from './profile.api.ts';
import classes from './profile.module.css';

/**
 * The profile photo: opens enlarged in a modal, and (for its owner) changes with upload progress.
 * File type and size are checked here first; the server checks the content again.
 */
export function ProfileAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(file, setProgress),
    meta: { errorToast: false },
    onMutate: () => {
      setProblem(null);
      setProgress(0);
    },
    onSuccess: (user) => {
      session.updateUser(user);
      queryClient.setQueryData<Profile>(profileQuery.queryKey, (profile) => profile && { ...profile, avatarUrl: user.avatarUrl });
      showToast('success', t('profile.avatar.uploaded'));
    },
    onError: (error) => {
      // The server names the limit in `fields.file` when a photo is too large.
      const fieldMessage = isApiError(error) ? error.fields?.file : undefined;
      setProblem(fieldMessage ?? messageForError(error, (key, options) => t(key, { ...options })));
    },
  });
  const percent = Math.round(progress * 100);
  const alt = t('profile.avatar.alt', { name });

  return (
    <Stack align="center" gap="xs" className={classes.avatarBlock}>
      {avatarUrl ? (
        <UnstyledButton onClick={open} aria-label={t('profile.avatar.enlarge')} className={classes.avatarButton}>
          <Avatar src={avatarUrl} alt={alt} size={112} radius={999} />
        </UnstyledButton>
      ) : (
        <Avatar size={112} radius={999} color="moim" alt={alt}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <FileButton
        accept={avatarRules.accept}
        onChange={(file) => {
          if (!file) return;
          const fileProblem = avatarFileProblem(file);
          if (fileProblem) setProblem(t(fileProblem.key, { ...fileProblem.values }));
          else upload.mutate(file);
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            radius="xl"
            size="xs"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={upload.isPending}
          >
            {t('profile.avatar.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('profile.avatar.hint')}
      </Text>
      {upload.isPending && <Progress value={percent} w={140} size="sm" aria-label={t('profile.avatar.uploading', { percent })} />}
      {problem && (
        <Text size="sm" c="red.8" role="alert" ta="center">
          {problem}
        </Text>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('profile.avatar.modalTitle', { name })}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('toast.close') }}
      >
        {avatarUrl && <Image src={avatarUrl} alt={alt} radius="md" />}
      </Modal>
    </Stack>
  );
}
