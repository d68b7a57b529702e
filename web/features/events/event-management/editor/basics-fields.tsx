import { Button, Input, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventLimits } from '../../../../../contract/events.ts';
import { ChangeHandleModal } from '../settings/change-handle-modal.tsx';
import { useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';

const pageAddress = (handle: string) => `${window.location.host}/events/${handle}`;

/** Title, and the URL handle: chosen freely for a new event, changed with a warning afterwards. */
export function BasicsFields() {
  const { t } = useTranslation();
  const { form, event } = useEventEditor();
  const [changingHandle, setChangingHandle] = useState(false);
  return (
    <>
      <TextInput
        label={t('eventManagement.editor.title.label')}
        placeholder={t('eventManagement.editor.title.placeholder')}
        required
        size="lg"
        maxLength={eventLimits.title}
        classNames={{ input: classes.titleInput }}
        {...form.getInputProps('title')}
      />
      {event ? (
        <Input.Wrapper label={t('eventManagement.editor.handle.label')} labelElement="div">
          <div className={classes.handleRow}>
            <code className={classes.address}>{pageAddress(event.handle)}</code>
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setChangingHandle(true)}>
              {t('eventManagement.editor.handle.change')}
            </Button>
          </div>
          <ChangeHandleModal event={event} opened={changingHandle} onClose={() => setChangingHandle(false)} />
        </Input.Wrapper>
      ) : (
        <TextInput
          label={t('eventManagement.editor.handle.label')}
          description={t('eventManagement.editor.handle.description', { address: pageAddress(form.values.handle.trim() || '…') })}
          placeholder={t('eventManagement.editor.handle.placeholder')}
          maxLength={eventLimits.handleMax}
          {...form.getInputProps('handle')}
        />
      )}
    </>
  );
}
