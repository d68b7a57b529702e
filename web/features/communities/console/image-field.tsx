import { Button, FileButton, Group, Image, Input, Progress, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { uploadCommunityImage } from './community-console.api.ts';
import type { CommunityImageKind } from './community-console.api.ts';
import classes from './community-console.module.css';

type Props = { kind: CommunityImageKind; value: string | null; onChange: (url: string | null) => void };

/** A favicon or a banner: uploaded at once (the server stores webp), shown as it will look. */
export function ImageField({ kind, value, onChange }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t(`communityConsole.images.${kind}.label`);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onChange((await uploadCommunityImage(kind, file, setProgress)).url);
    } catch (failure) {
      const tooLarge = isApiError(failure) && failure.errorCode === 'G00107';
      setError(
        tooLarge
          ? t('errors.photoUploadLimit', { limit: '30MB' })
          : messageForError(failure, (key, options) => t(key, { ...options })),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label={label} description={t(`communityConsole.images.${kind}.hint`)} error={error}>
      <div className={kind === 'banner' ? classes.bannerField : classes.faviconField}>
        {value ? (
          <Image
            src={value}
            alt={t(`communityConsole.images.${kind}.current`)}
            className={kind === 'banner' ? classes.bannerPreview : classes.faviconPreview}
          />
        ) : (
          <div className={kind === 'banner' ? classes.bannerPreview : classes.faviconPreview} aria-hidden />
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button
                {...props}
                variant="default"
                radius="xl"
                size="xs"
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                loading={progress !== null}
                aria-label={t(value ? 'communityConsole.images.changeOf' : 'communityConsole.images.uploadOf', { label })}
              >
                {t(value ? 'communityConsole.images.change' : 'communityConsole.images.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="gray"
              radius="xl"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              aria-label={t('communityConsole.images.removeOf', { label })}
            >
              {t('communityConsole.images.remove')}
            </Button>
          )}
        </Group>
        {progress !== null && (
          <Progress value={progress * 100} size="sm" radius="xl" aria-label={t('communityConsole.images.progress')} />
        )}
      </div>
      {error === null && progress === null && <Text size="xs" c="dimmed" component="span" />}
    </Input.Wrapper>
  );
}
