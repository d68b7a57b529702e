import { Button, FileButton, Progress, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { EventCover } from '../../../../components/event/event-cover.tsx';
import { translateError, useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';
import { imageAccept, uploadImage } from './image-upload.ts';

/** The message for a failed image upload: too large and wrong format say so plainly. */
export function uploadErrorMessage(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (isApiError(error) && error.errorCode === 'G00107') return t('errors.photoUploadLimit', { limit: '30MB' });
  return messageForError(error, t);
}

/** The cover: uploaded at once (with progress), stored as webp by the server, shown square like the page. */
export function CoverField() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = form.values.coverImageUrl;

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const image = await uploadImage('cover', file, setProgress);
      form.setFieldValue('coverImageUrl', image.url);
    } catch (failure) {
      setError(uploadErrorMessage(failure, (key, options) => t(key, { ...options })));
    } finally {
      setProgress(null);
    }
  };

  const fieldError = error ?? (form.errors.coverImageUrl ? translateError(form.errors.coverImageUrl) : null);
  return (
    <div className={classes.cover}>
      <EventCover
        src={url}
        seed={form.values.title || 'moim'}
        alt={url ? t('eventManagement.editor.cover.current') : undefined}
      />
      {progress !== null && (
        <div className={classes.coverProgress} role="status">
          <Text size="sm" fw={600}>
            {t('eventManagement.editor.cover.uploading', { percent: Math.round(progress * 100) })}
          </Text>
          <Progress value={progress * 100} size="sm" radius="xl" aria-label={t('eventManagement.editor.cover.progress')} />
        </div>
      )}
      <div className={classes.coverActions}>
        <FileButton onChange={(file) => void upload(file)} accept={imageAccept}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              radius="xl"
              size="sm"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={progress !== null}
            >
              {t(url ? 'eventManagement.editor.cover.change' : 'eventManagement.editor.cover.upload')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => form.setFieldValue('coverImageUrl', null)}
          >
            {t('eventManagement.editor.cover.remove')}
          </Button>
        )}
      </div>
      <Text size="xs" c="dimmed" ta="center">
        {t('eventManagement.editor.cover.hint')}
      </Text>
      {fieldError && (
        <Text size="sm" c="red" role="alert">
          {fieldError}
        </Text>
      )}
    </div>
  );
}
