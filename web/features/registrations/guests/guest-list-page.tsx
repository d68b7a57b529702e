import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { can } from '../../../../contract/events.ts';
import type { Participant } from '../../../../contract/guests.ts';
import { guestLimits, sentSearch } from '../../../../contract/guests.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import pageHeader from '../../../components/ui/page-header.module.css';
import { GuestDrawer } from './detail/guest-drawer.tsx';
import { useExportCsv } from './export-csv.ts';
import classes from './guests.module.css';
import { GuestFilters } from './list/guest-filters.tsx';
import { GuestList } from './list/guest-list.tsx';
import { SelectionBar } from './list/selection-bar.tsx';
import { StatusChips } from './list/status-chips.tsx';
import { useSelection } from './list/use-selection.ts';
import { panelFilterCount, toApiFilters } from './guest-filters-url.ts';
import { useGuestFilters } from './use-guest-filters.ts';

/** Short enough to keep typing-to-results under 100 ms, long enough to send a burst of keystrokes as one search. */
const SEARCH_DEBOUNCE_MS = 30;

/** `…/management/guest`: every guest, searched and filtered on the server, decided on one by one or in bulk. */
export function GuestListPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { state, update } = useGuestFilters();
  const [search, setSearch] = useState('');
  const [searchBox, setSearchBox] = useState(0);
  const params = useMemo(() => ({ search, filters: toApiFilters(state) }), [search, state]);
  const selection = useSelection();
  const { clear: clearSelection } = selection;
  // A decision applies to guests the host can see: a new search or filter starts a new selection.
  useEffect(() => clearSelection(), [params, clearSelection]);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((guest: Participant) => setOpenId(guest.id), []);
  const exportCsv = useExportCsv(event.id);
  const canDecide = can(event.myRole, 'decideGuests');
  const filtered = params.search !== '' || state.status !== null || panelFilterCount(state) > 0;

  const clearAll = () => {
    setSearch('');
    setSearchBox((n) => n + 1);
    update({ status: null, checkIn: null, ticketIds: [], answers: [] });
  };
  const runExport = () =>
    exportCsv.mutate(
      { search: sentSearch(params.search), filters: params.filters },
      { onSuccess: () => showToast('success', t('guests.export.done')) },
    );

  return (
    <div className={classes.page}>
      <header className={pageHeader.header}>
        <div>
          <h2 className={pageHeader.heading}>{t('guests.heading')}</h2>
          <p className={pageHeader.lead}>{t(canDecide ? 'guests.leadHost' : 'guests.leadStaff')}</p>
        </div>
        {can(event.myRole, 'exportGuests') && (
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={runExport}
          >
            {t('guests.export.button')}
          </Button>
        )}
      </header>
      <div className={classes.toolbar}>
        <SearchBox
          key={searchBox}
          className={classes.search}
          label={t('guests.search.label')}
          placeholder={t('guests.search.placeholder')}
          maxLength={guestLimits.search}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={setSearch}
        />
        <GuestFilters eventId={event.id} hackathon={event.type === 'HACKATHON'} state={state} onChange={update} />
      </div>
      <StatusChips eventId={event.id} value={state.status} onChange={(status) => update({ status })} />
      <GuestList
        eventId={event.id}
        params={params}
        filtered={filtered}
        selection={canDecide ? selection : null}
        onOpen={open}
        onClearFilters={clearAll}
      />
      {canDecide && <SelectionBar eventId={event.id} selection={selection} />}
      <GuestDrawer eventId={event.id} guestId={openId} myRole={event.myRole} onClose={() => setOpenId(null)} />
    </div>
  );
}
