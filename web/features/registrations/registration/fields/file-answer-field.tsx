import { ActionIcon, Button, FileButton, Input, Progress, Text } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../../api/error-message.ts';
import type { UploadedAnswerFile } from '../answer-values.ts';
import { acceptedFileTypes, fileProblem, uploadAnswerFile } from '../file-upload.ts';
import classes from '../form.module.css';
import type { FieldProps } from './field-props.ts';
import { wrapperProps } from './field-props.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** Uploads as soon as it is picked (jpg, jpeg, png, pdf, zip; 30 MB), with progress; the answer is the file's id. */
export function FileAnswerField({ question, value, onChange, error, upload }: FieldProps<UploadedAnswerFile | null>) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const reset = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused ? t(refused) : null);
    if (refused) return;
    abort.current = new AbortController();
    setProgress(0);
    try {
      const uploaded = await uploadAnswerFile(file, {
        eventId: upload.eventId,
        proof: upload.proof,
        endpoint: upload.endpoint,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      onChange({ fileId: uploaded.id, name: uploaded.name, size: uploaded.size });
    } catch (failure) {
      if (!(failure instanceof DOMException)) setProblem(messageForError(failure, (key, options) => t(key, { ...options })));
    } finally {
      setProgress(null);
    }
  };

  const { label, description, withAsterisk } = wrapperProps(question, t);
  const hint = t('registration.form.fileHint');
  return (
    <Input.Wrapper
      label={label}
      description={[description, hint].filter(Boolean).join(' · ')}
      withAsterisk={withAsterisk}
      error={problem ?? error}
    >
      <div className={classes.file} aria-live="polite">
        {progress !== null ? (
          <div className={classes.fileRow}>
            <Progress
              value={progress * 100}
              size="lg"
              radius="xl"
              className={classes.fileProgress}
              aria-label={t('registration.form.uploading')}
              animated
            />
            <Text size="sm" fw={600} className={classes.percent}>
              {Math.round(progress * 100)}%
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('registration.form.cancelUpload')}
              onClick={() => abort.current?.abort()}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </div>
        ) : value ? (
          <div className={classes.fileRow}>
            <IconFile size={20} aria-hidden className={classes.fileIcon} />
            <div className={classes.fileName}>
              <Text size="sm" fw={600} truncate>
                {value.name}
              </Text>
              <Text size="xs" c="dimmed">
                {megabytes(value.size)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('registration.form.removeFile', { name: value.name })}
              onClick={() => onChange(null)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </div>
        ) : null}
        {progress === null && (
          <FileButton resetRef={reset} onChange={(file) => void pick(file)} accept={acceptedFileTypes} disabled={upload.disabled}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                radius="xl"
                leftSection={<IconUpload size={16} aria-hidden />}
                className={classes.fileButton}
                aria-label={`${t(value ? 'registration.form.replaceFile' : 'registration.form.uploadFile')}: ${label}`}
              >
                {t(value ? 'registration.form.replaceFile' : 'registration.form.uploadFile')}
              </Button>
            )}
          </FileButton>
        )}
      </div>
    </Input.Wrapper>
  );
}
