import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './event-editor.module.css';

type Props = { dirty: boolean; saving: boolean; create: boolean; previewPath?: string };

/** Always in reach at the bottom: whether there is anything unsaved, the preview, and save. */
export function EditorActionBar({ dirty, saving, create, previewPath }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.actionBar}>
      <p className={classes.actionStatus} role="status">
        {create
          ? t('eventManagement.editor.draftNote')
          : dirty
            ? t('eventManagement.editor.unsaved')
            : t('eventManagement.editor.allSaved')}
      </p>
      <div className={classes.actionButtons}>
        {previewPath && (
          <Button component={Link} to={previewPath} variant="default" radius="xl" leftSection={<IconEye size={16} aria-hidden />}>
            {t('eventManagement.editor.preview')}
          </Button>
        )}
        <Button type="submit" radius="xl" loading={saving} disabled={!create && !dirty}>
          {t(create ? 'eventManagement.editor.create' : 'eventManagement.editor.save')}
        </Button>
      </div>
    </div>
  );
}
