import { Button } from '@mantine/core';
import { IconEye, IconWorldOff, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedForm } from '../../../../contract/registrations.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePublishForm } from './rsvp-builder.api.ts';
import classes from './rsvp-builder.module.css';

/** The page's head: the form's state, its preview, and publish or unpublish. */
export function FormStatus({ eventId, form }: { eventId: string; form: ManagedForm }) {
  const { t } = useTranslation();
  const publish = usePublishForm(eventId);
  const toggle = () =>
    publish.mutate(!form.published, {
      onSuccess: (next) =>
        showToast('success', t(next.published ? 'rsvpBuilder.toast.published' : 'rsvpBuilder.toast.unpublished')),
    });
  return (
    <header className={classes.pageHead}>
      <div className={classes.pageHeadText}>
        <div className={classes.pageTitleRow}>
          <h2 className={classes.pageTitle}>{t('rsvpBuilder.heading')}</h2>
          <StatusBadge tone={form.published ? 'green' : 'yellow'} data-testid="form-status">
            {t(form.published ? 'rsvpBuilder.status.published' : 'rsvpBuilder.status.unpublished')}
          </StatusBadge>
        </div>
        <p className={classes.pageText}>
          {t(form.published ? 'rsvpBuilder.status.publishedHint' : 'rsvpBuilder.status.unpublishedHint')}
        </p>
      </div>
      <div className={classes.pageActions}>
        <Button component={Link} to="preview" variant="default" radius="xl" leftSection={<IconEye size={16} aria-hidden />}>
          {t('rsvpBuilder.preview')}
        </Button>
        <Button
          radius="xl"
          variant={form.published ? 'default' : 'filled'}
          loading={publish.isPending}
          leftSection={form.published ? <IconWorldOff size={16} aria-hidden /> : <IconWorldUpload size={16} aria-hidden />}
          onClick={toggle}
        >
          {t(form.published ? 'rsvpBuilder.unpublish' : 'rsvpBuilder.publish')}
        </Button>
      </div>
    </header>
  );
}
