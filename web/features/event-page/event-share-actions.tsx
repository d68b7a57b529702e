import { Button } from '@mantine/core';
import { IconCalendarPlus, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/ui/toast.tsx';
import { calendarFileUrl, eventPageUrl } from './event-page.api.ts';
import classes from './event-page.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Share (copies the page's link) and add to calendar (the .ics file). */
export function EventShareActions({ eventId, handle }: { eventId: string; handle: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const copied = await copyText(eventPageUrl(handle));
    showToast(copied ? 'success' : 'error', t(copied ? 'eventPage.share.copied' : 'eventPage.share.copyFailed'));
  };
  return (
    <div className={classes.actions}>
      <Button variant="default" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={() => void share()}>
        {t('eventPage.share.copyLink')}
      </Button>
      <Button
        component="a"
        href={calendarFileUrl(eventId)}
        download={`${handle}.ics`}
        variant="default"
        radius="xl"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
      >
        {t('eventPage.share.addToCalendar')}
      </Button>
    </div>
  );
}
