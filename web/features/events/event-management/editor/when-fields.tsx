import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDaysTo } from '../../../../components/event/zoned-time.ts';
import { DateTimeField } from '../../../../components/ui/date-time-field.tsx';
import { joinWall, parseWall } from '../../../../components/ui/date-time-value.ts';
import { translateError, useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';
import { TimeZoneSelect } from './timezone-select.tsx';

/** Start and end on the event's wall clock, all-day, and the timezone they are read in. */
export function WhenFields() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const { allDay, startDate, startTime, endDate, endTime, timezone } = form.values;

  // Moving the start keeps the event as long as it was: the end follows.
  const changeStart = (value: string) => {
    const next = parseWall(value) ?? { date: '', time: '' };
    if (next.date && startDate && endDate && next.date !== startDate) {
      const length = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
      form.setFieldValue('endDate', addDaysTo(next.date, Math.max(0, length)));
    }
    form.setFieldValue('startDate', next.date);
    if (!allDay) form.setFieldValue('startTime', next.time);
  };
  const changeEnd = (value: string) => {
    const next = parseWall(value) ?? { date: '', time: '' };
    form.setFieldValue('endDate', next.date);
    if (!allDay) form.setFieldValue('endTime', next.time);
  };
  const errorOf = (date: 'startDate' | 'endDate', time: 'startTime' | 'endTime') => {
    const error = form.errors[date] ?? (allDay ? undefined : form.errors[time]);
    return error ? translateError(error) : undefined;
  };

  return (
    <div className={classes.when}>
      <DateTimeField
        label={t('eventManagement.editor.when.start')}
        value={joinWall({ date: startDate, time: allDay ? '' : startTime })}
        onChange={changeStart}
        timeZone={timezone}
        withTime={!allDay}
        required
        defaultTime="19:00"
        error={errorOf('startDate', 'startTime')}
      />
      <DateTimeField
        label={t('eventManagement.editor.when.end')}
        value={joinWall({ date: endDate, time: allDay ? '' : endTime })}
        onChange={changeEnd}
        timeZone={timezone}
        withTime={!allDay}
        required
        minDate={startDate || undefined}
        defaultTime="21:00"
        error={errorOf('endDate', 'endTime')}
      />
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
