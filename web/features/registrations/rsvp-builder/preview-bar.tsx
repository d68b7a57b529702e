import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './rsvp-builder.module.css';

/** Above the form's preview: what it is, and the way back to the builder. */
export function PreviewBar() {
  const { t } = useTranslation();
  return (
    <div className={classes.previewBar}>
      <p className={classes.previewText}>{t('rsvpBuilder.previewBar.text')}</p>
      <Button
        component={Link}
        to=".."
        relative="path"
        variant="white"
        color="dark"
        radius="xl"
        size="xs"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
      >
        {t('rsvpBuilder.previewBar.back')}
      </Button>
    </div>
  );
}
