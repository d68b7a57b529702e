import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../event-management.module.css';

/** Above the preview: what this is, and the way back to the form (nothing unsaved is lost). */
export function EditorPreviewBar({ editPath, dirty }: { editPath: string; dirty: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.previewBar} role="note">
      <p className={classes.previewText}>{t(dirty ? 'eventManagement.preview.unsaved' : 'eventManagement.preview.saved')}</p>
      <Button
        component={Link}
        to={editPath}
        size="xs"
        radius="xl"
        variant="white"
        color="dark"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
      >
        {t('eventManagement.preview.back')}
      </Button>
    </div>
  );
}
