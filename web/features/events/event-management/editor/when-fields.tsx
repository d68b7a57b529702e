import { Switch } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';
import { TimeZoneSelect } from './timezone-select.tsx';
import { addDaysTo } from '../../../../components/event/zoned-time.ts';

/** Start and end on the event's wall clock, all-day, and the timezone they are read in. */
export function WhenFields() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const { allDay, startDate, endDate } = form.values;

  // Moving the start keeps the event as long as it was: the end follows.
  const changeStartDate = (value: string | null) => {
    const next = value ?? '';
    if (next && startDate && endDate) {
      const length = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
      form.setFieldValue('endDate', addDaysTo(next, Math.max(0, length)));
    }
    form.setFieldValue('startDate', next);
  };

  const dateProps = {
    valueFormat: 'YYYY-MM-DD (ddd)',
    leftSection: <IconCalendar size={16} aria-hidden />,
    popoverProps: { withinPortal: true },
  };
  const timeProps = {
    withDropdown: true,
    minutesStep: 15,
    format: '12h' as const,
    amPmLabels: { am: t('eventManagement.editor.when.am'), pm: t('eventManagement.editor.when.pm') },
    hoursInputLabel: t('eventManagement.editor.when.hours'),
    minutesInputLabel: t('eventManagement.editor.when.minutes'),
    amPmInputLabel: t('eventManagement.editor.when.amPm'),
    leftSection: <IconClock size={16} aria-hidden />,
    popoverProps: { withinPortal: true },
  };
  return (
    <div className={classes.when}>
      <div className={classes.whenRow}>
        <DatePickerInput
          {...dateProps}
          label={t('eventManagement.editor.when.startDate')}
          {...form.getInputProps('startDate')}
          onChange={changeStartDate}
        />
        {!allDay && (
          <TimePicker {...timeProps} label={t('eventManagement.editor.when.startTime')} {...form.getInputProps('startTime')} />
        )}
      </div>
      <div className={classes.whenRow}>
        <DatePickerInput
          {...dateProps}
          label={t('eventManagement.editor.when.endDate')}
          minDate={startDate || undefined}
          {...form.getInputProps('endDate')}
        />
        {!allDay && (
          <TimePicker {...timeProps} label={t('eventManagement.editor.when.endTime')} {...form.getInputProps('endTime')} />
        )}
      </div>
      <div className={classes.whenRow}>
        <TimeZoneSelect {...form.getInputProps('timezone')} value={form.values.timezone} />
        <Switch
          label={t('eventManagement.editor.when.allDay')}
          className={classes.allDay}
          {...form.getInputProps('allDay', { type: 'checkbox' })}
        />
      </div>
    </div>
  );
}
