import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ticket.module.css';

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The API's SVG when it sent one; otherwise drawn here from the payload, with the same settings as the server. */
function useQrImage(payload: string, svg: string | null): string | null {
  const [drawn, setDrawn] = useState<{ payload: string; url: string } | null>(null);
  useEffect(() => {
    if (svg) return;
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const image = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      if (current) setDrawn({ payload, url: dataUrl(image) });
    });
    return () => {
      current = false;
    };
  }, [payload, svg]);
  if (svg) return dataUrl(svg);
  return drawn?.payload === payload ? drawn.url : null;
}

/**
 * The door's QR code, from a data URL so it stays on screen without the network once shown:
 * black on white with its quiet zone, as large as the screen allows.
 */
export function TicketQr({ payload, svg, checkedIn }: { payload: string; svg: string | null; checkedIn: boolean }) {
  const { t } = useTranslation();
  const src = useQrImage(payload, svg);
  return (
    <figure className={classes.qrFrame} data-checked-in={checkedIn || undefined}>
      {src ? (
        <img src={src} alt={t('ticket.qrAlt')} className={classes.qr} data-testid="ticket-qr" data-payload={payload} />
      ) : (
        <Skeleton className={classes.qr} />
      )}
      <figcaption className={classes.qrCaption}>{t(checkedIn ? 'ticket.qrCheckedIn' : 'ticket.qrCaption')}</figcaption>
    </figure>
  );
}
