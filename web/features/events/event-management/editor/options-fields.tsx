import { NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventLimits, visibilitiesFor } from '../../../../../contract/events.ts';
import { useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';

/** Who may come and who may find it: approval, visibility (members only in a community) and listing, capacity. */
export function OptionsFields() {
  const { t } = useTranslation();
  const { form, event, communityId } = useEventEditor();
  // A new event knows its community from the page; a stored one carries it.
  const visibilities = visibilitiesFor(Boolean(communityId ?? event?.communityId));
  const isPublic = form.values.visibility === 'PUBLIC';
  return (
    <Stack gap="lg">
      <Switch
        label={t('eventManagement.editor.options.approval')}
        description={t('eventManagement.editor.options.approvalDescription')}
        {...form.getInputProps('approvalRequired', { type: 'checkbox' })}
      />
      <Radio.Group label={t('eventManagement.editor.options.visibility')} {...form.getInputProps('visibility')}>
        <div className={classes.radioCards}>
          {visibilities.map((visibility) => (
            <Radio.Card key={visibility} value={visibility} radius="md" className={classes.radioCard}>
              <div className={classes.radioCardInner}>
                <Radio.Indicator />
                <div>
                  <p className={classes.radioCardTitle}>{t(`eventManagement.visibility.${visibility}.label`)}</p>
                  <p className={classes.radioCardText}>{t(`eventManagement.visibility.${visibility}.description`)}</p>
                </div>
              </div>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      <Switch
        label={t('eventManagement.editor.options.listed')}
        description={t(
          isPublic ? 'eventManagement.editor.options.listedDescription' : 'eventManagement.editor.options.neverListed',
        )}
        disabled={!isPublic}
        {...form.getInputProps('listed', { type: 'checkbox' })}
        checked={isPublic && form.values.listed}
      />
      <NumberInput
        label={t('eventManagement.editor.options.capacity')}
        description={t('eventManagement.editor.options.capacityDescription')}
        placeholder={t('eventManagement.editor.options.unlimited')}
        min={1}
        max={eventLimits.maxParticipants}
        allowDecimal={false}
        allowNegative={false}
        className={classes.capacity}
        {...form.getInputProps('maxParticipants')}
      />
    </Stack>
  );
}
