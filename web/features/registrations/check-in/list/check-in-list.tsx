import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../contract/guests.ts';
import { formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { WindowedList } from '../../../../components/ui/windowed-list.tsx';
import type { RowRange } from '../../../../components/ui/windowed-list.tsx';
import { useWindowedPages } from '../../../../api/use-windowed-pages.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { CHECK_IN_PAGE_SIZE, fetchCheckInPage, useManualCheckIn, useUndoCheckIn } from '../check-in.api.ts';
import type { CheckInListParams } from '../check-in.api.ts';
import classes from '../check-in.module.css';
import { CheckInRow } from './check-in-row.tsx';
import { queryKeys } from '../../../../api/query-keys.ts';

const CHECK_IN_ROW_HEIGHT = 68;

type Props = { eventId: string; params: CheckInListParams; pollInterval: number | false };

/** The guests of the chosen tab and status, windowed, with check-in and undo on each row. */
export function CheckInList({ eventId, params, pollInterval }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RowRange>({ start: 0, end: 30 });
  const onRangeChange = useCallback((next: RowRange) => setRange(next), []);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => fetchCheckInPage(eventId, params, page, signal),
    [eventId, params],
  );
  const pages = useWindowedPages<Participant>({
    queryKey: queryKeys.registrations.checkIn.list(eventId, params),
    take: CHECK_IN_PAGE_SIZE,
    range,
    fetchPage,
    refetchInterval: pollInterval,
  });
  const checkIn = useManualCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const busy = checkIn.isPending || undo.isPending;

  const onCheckIn = (guest: Participant) =>
    checkIn.mutate(guest.id, {
      onSuccess: (result) =>
        result.outcome === 'CHECKED_IN'
          ? showToast('success', t('checkIn.toast.checkedIn', { name: result.participant.name }))
          : showToast(
              'info',
              t('checkIn.toast.already', {
                name: result.participant.name,
                time: formatTimeWithZone(result.checkedInAt, currentLocale(), viewerTimeZone()),
              }),
            ),
    });
  const onUndo = (guest: Participant) =>
    undo.mutate(guest.id, {
      onSuccess: (result) => showToast('info', t('checkIn.toast.undone', { name: result.participant.name })),
    });

  if (pages.error && !pages.ready) throw pages.error;
  if (pages.ready && pages.total === 0) {
    return (
      <p className={classes.empty} data-testid="check-in-empty">
        {t(params.search ? 'checkIn.empty.noMatch' : `checkIn.empty.${params.tab}`)}
      </p>
    );
  }
  return (
    <div className={classes.list} data-testid="check-in-list" data-total={pages.total}>
      <WindowedList
        count={pages.ready ? pages.total : 6}
        rowHeight={CHECK_IN_ROW_HEIGHT}
        label={t('checkIn.listLabel')}
        busy={pages.stale || !pages.ready}
        onRangeChange={onRangeChange}
        renderRow={(index) => <CheckInRow guest={pages.rowAt(index)} busy={busy} onCheckIn={onCheckIn} onUndo={onUndo} />}
      />
    </div>
  );
}
