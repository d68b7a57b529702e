// The host's history follows an announcement until every mail of it has gone: while one is sending,
// while its mails are still queued, and from the moment one scheduled is due until the sender
// takes it (a "Send now" is scheduled for now, and stays so until the sender's next pass).

/** While something is on its way out, the history is read again every few seconds. */
const SENDING_POLL_MS = 3_000;

type HistoryItem = { status: string; sendAt: string; sent: number; failed: number; recipients: number };

const onItsWay = (item: HistoryItem, now: number) =>
  item.status === 'SENDING' ||
  (item.status === 'SENT' && item.sent + item.failed < item.recipients) ||
  (item.status === 'SCHEDULED' && Date.parse(item.sendAt) <= now);

/** The history's refetch interval: every few seconds while an item is on its way, else none. */
export const historyRefetchInterval = (query: { state: { data?: HistoryItem[] } }): number | false =>
  query.state.data?.some((item) => onItsWay(item, Date.now())) ? SENDING_POLL_MS : false;
