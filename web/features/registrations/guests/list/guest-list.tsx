import { Checkbox } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../contract/guests.ts';
import { useWindowedPages } from '../../../../api/use-windowed-pages.ts';
import { WindowedList } from '../../../../components/ui/windowed-list.tsx';
import type { RowRange } from '../../../../components/ui/windowed-list.tsx';
import { GUEST_PAGE_SIZE, fetchGuestPage } from '../guests.api.ts';
import type { GuestListParams } from '../guests.api.ts';
import { GuestRow } from './guest-row.tsx';
import { GuestsEmpty } from './guests-empty.tsx';
import classes from './guest-list.module.css';
import type { Selection } from './use-selection.ts';
import { queryKeys } from '../../../../api/query-keys.ts';

const GUEST_ROW_HEIGHT = 64;

const ignore = () => undefined;

type Props = {
  eventId: string;
  params: GuestListParams;
  filtered: boolean;
  selection: Selection | null;
  onOpen: (guest: Participant) => void;
  onClearFilters: () => void;
};

/** The guests matching the search and filters, any number of them: only rows on screen are fetched and drawn. */
export function GuestList({ eventId, params, filtered, selection, onOpen, onClearFilters }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RowRange>({ start: 0, end: 30 });
  const onRangeChange = useCallback((next: RowRange) => setRange(next), []);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => fetchGuestPage(eventId, params, page, signal),
    [eventId, params],
  );
  const pages = useWindowedPages<Participant>({
    queryKey: queryKeys.registrations.guests.list(eventId, params),
    take: GUEST_PAGE_SIZE,
    range,
    fetchPage,
  });

  if (pages.error && !pages.ready) throw pages.error;
  if (pages.ready && pages.total === 0) return <GuestsEmpty filtered={filtered} onClear={onClearFilters} />;

  const loaded: Participant[] = [];
  for (let index = range.start; index < Math.min(range.end, pages.total); index += 1) {
    const guest = pages.rowAt(index);
    if (guest) loaded.push(guest);
  }
  const allSelected = loaded.length > 0 && loaded.every((guest) => selection?.has(guest.id));
  const selectable = selection !== null;
  const toggle = selection?.toggle ?? ignore;

  return (
    <>
      <p className={classes.count} aria-live="polite" data-testid="guest-count">
        {pages.ready
          ? t(pages.totalCapped ? 'guests.countAtLeast' : 'guests.count', {
              count: pages.total,
              formatted: pages.total.toLocaleString(),
            })
          : '\u00a0'}
      </p>
      <div
        className={classes.table}
        data-testid="guest-list"
        data-total={pages.total}
        data-total-capped={pages.totalCapped}
        data-stale={pages.stale || !pages.ready}
      >
        <div className={`${classes.row} ${classes.head} ${selectable ? '' : classes.noSelect}`}>
          {selectable && (
            <Checkbox
              className={classes.check}
              checked={allSelected}
              indeterminate={!allSelected && loaded.some((guest) => selection.has(guest.id))}
              onChange={() => (allSelected ? selection.remove(loaded) : selection.add(loaded))}
              aria-label={t('guests.bulk.selectShown')}
            />
          )}
          <span>{t('guests.columns.guest')}</span>
          <span className={classes.wide}>{t('guests.columns.ticket')}</span>
          <span className={classes.status}>{t('guests.columns.status')}</span>
          <span className={classes.wide}>{t('guests.columns.checkIn')}</span>
          <span className={classes.wide}>{t('guests.columns.registered')}</span>
        </div>
        <WindowedList
          count={pages.ready ? pages.total : 8}
          rowHeight={GUEST_ROW_HEIGHT}
          label={t('guests.listLabel')}
          busy={pages.stale || !pages.ready}
          onRangeChange={onRangeChange}
          renderRow={(index) => (
            <GuestRow
              guest={pages.rowAt(index)}
              selectable={selectable}
              selected={selection?.has(pages.rowAt(index)?.id ?? '') ?? false}
              onToggle={toggle}
              onOpen={onOpen}
            />
          )}
        />
      </div>
    </>
  );
}
