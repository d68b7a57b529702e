import { Button, CopyButton, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { can } from '../../../../../contract/events.ts';
import { ChangeHandleModal } from './change-handle-modal.tsx';
import { DeleteEvent } from './delete-event.tsx';
import classes from './event-settings.module.css';
import { LinkSetting } from './link-setting.tsx';
import { SettingsCard } from './settings-card.tsx';

/** The event tab: its address, the photo and materials links, and deletion (owner only). */
export function EventSettingsTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const url = `${window.location.origin}/events/${event.handle}`;
  return (
    <div className={classes.stack}>
      <SettingsCard
        title={t('eventManagement.settings.address.title')}
        description={t('eventManagement.settings.address.description')}
      >
        <div className={classes.addressRow}>
          <TextInput value={url} readOnly aria-label={t('eventManagement.settings.address.title')} className={classes.address} />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {t(copied ? 'eventManagement.common.copied' : 'eventManagement.common.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => setChanging(true)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('eventManagement.editor.handle.change')}
          </Button>
        </div>
        <ChangeHandleModal event={event} opened={changing} onClose={() => setChanging(false)} />
      </SettingsCard>
      <SettingsCard
        title={t('eventManagement.settings.links.title')}
        description={t('eventManagement.settings.links.description')}
      >
        <LinkSetting key={`photo-${event.photoLink}`} event={event} kind="photo" />
        <LinkSetting key={`contents-${event.contentsLink}`} event={event} kind="contents" />
      </SettingsCard>
      {can(event.myRole, 'deleteEvent') && (
        <SettingsCard title={t('eventManagement.settings.danger')} tone="danger">
          <DeleteEvent event={event} />
        </SettingsCard>
      )}
    </div>
  );
}
