import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hackathonLimits } from '../../../../contract/hackathons.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { uploadThumbnail } from './hackathon-projects.api.ts';
import classes from './projects.module.css';

/** The thumbnail: uploaded at once, cut to 16:9 by the server. */
export function ThumbnailField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > hackathonLimits.deliverableBytes) {
      setError(t('errors.fileSizeExceeded'));
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadThumbnail(file)).url);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? messageForError(failure, (key, options) => t(key, { ...options }))
          : t('hackathonProjects.form.uploadFailed'),
      );
    } finally {
      setUploading(false);
    }
  };
  return (
    <Input.Wrapper
      label={t('hackathonProjects.form.thumbnail')}
      description={t('hackathonProjects.form.thumbnailHint')}
      error={error}
    >
      <Group mt={6} gap="sm" align="center">
        {value && <img src={value} alt={t('hackathonProjects.form.thumbnailPreview')} className={classes.thumbPreview} />}
        <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={uploading}>
              {t(value ? 'hackathonProjects.form.thumbnailChange' : 'hackathonProjects.form.thumbnailUpload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onChange(null)}>
            {t('hackathonProjects.form.thumbnailRemove')}
          </Button>
        )}
      </Group>
      {!value && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('hackathonProjects.form.thumbnailNone')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
