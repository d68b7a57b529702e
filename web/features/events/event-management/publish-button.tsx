import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { can } from '../../../../contract/events.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePublishEvent } from './event-management.api.ts';

/** Publish a draft ("Event published"), or take a live event back to draft. */
export function PublishButton({ event, size = 'sm' }: { event: EventDetail; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const publish = usePublishEvent(event.id);
  if (!can(event.myRole, 'publishEvent')) return null;
  const live = event.status === 'PUBLISHED';
  const run = async () => {
    await publish.mutateAsync(!live);
    showToast('success', t(live ? 'eventManagement.toast.unpublished' : 'eventManagement.toast.published'));
  };
  return (
    <Button
      size={size}
      radius="xl"
      variant={live ? 'default' : 'filled'}
      leftSection={live ? undefined : <IconRocket size={16} aria-hidden />}
      loading={publish.isPending}
      onClick={() => void run().catch(() => undefined)}
    >
      {t(live ? 'eventManagement.unpublish' : 'eventManagement.publish')}
    </Button>
  );
}
