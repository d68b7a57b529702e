import { SegmentedControl, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventLimits } from '../../../../../contract/events.ts';
import { useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';
import { VenueInput } from './venue-input.tsx';

/** In person (a venue and its detail) or online (the link, shown to approved guests only). */
export function LocationFields() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const online = form.values.locationMode === 'ONLINE';
  return (
    <div className={classes.stack}>
      <SegmentedControl
        aria-label={t('eventManagement.editor.where.mode')}
        radius="xl"
        className={classes.modeSwitch}
        data={[
          { value: 'OFFLINE', label: t('eventManagement.editor.where.offline') },
          { value: 'ONLINE', label: t('eventManagement.editor.where.online') },
        ]}
        {...form.getInputProps('locationMode')}
      />
      {online ? (
        <TextInput
          label={t('eventManagement.editor.where.url')}
          description={t('eventManagement.editor.where.urlDescription')}
          placeholder="https://"
          required
          leftSection={<IconLink size={16} aria-hidden />}
          {...form.getInputProps('onlineUrl')}
        />
      ) : (
        <>
          <VenueInput />
          <TextInput
            label={t('eventManagement.editor.where.detail')}
            placeholder={t('eventManagement.editor.where.detailPlaceholder')}
            maxLength={eventLimits.location}
            {...form.getInputProps('detail')}
          />
        </>
      )}
    </div>
  );
}
