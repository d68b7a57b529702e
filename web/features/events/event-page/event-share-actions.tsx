import { IconCalendarPlus, IconLink } from '@tabler/icons-react';
import pill from '../../../components/ui/pill.module.css';
import { calendarFileUrl, eventPageUrl } from './event-page-links.ts';
import classes from './event-page.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How the page tells what happened: the app's toasts, or the public page's own. */
export type ShareNotice = (kind: 'success' | 'error', message: string) => void;

/** Share (copies the page's link) and add to calendar (the .ics file). */
export function EventShareActions({ eventId, handle, notify }: { eventId: string; handle: string; notify: ShareNotice }) {
  const { t } = usePageText();
  const share = async () => {
    const copied = await copyText(eventPageUrl(handle));
    notify(copied ? 'success' : 'error', t(copied ? 'eventPage.share.copied' : 'eventPage.share.copyFailed'));
  };
  return (
    <div className={classes.actions}>
      <button type="button" className={`${pill.pill} ${pill.default}`} onClick={() => void share()}>
        <IconLink size={18} aria-hidden />
        {t('eventPage.share.copyLink')}
      </button>
      <a href={calendarFileUrl(eventId)} download={`${handle}.ics`} className={`${pill.pill} ${pill.default}`}>
        <IconCalendarPlus size={18} aria-hidden />
        {t('eventPage.share.addToCalendar')}
      </a>
    </div>
  );
}
