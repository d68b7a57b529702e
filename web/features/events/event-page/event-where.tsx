import { IconMapPin, IconVideo } from '@tabler/icons-react';
import type { EventLocationView } from '../../../../contract/event-views.ts';
import classes from './event-page.module.css';
import { InfoRow } from './info-row.tsx';
import { usePageText } from '../../../i18n/page-text.tsx';

const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Where: the venue (with a map link) and its detail, or the online link once the viewer may see it. */
export function EventWhere({ location }: { location: EventLocationView }) {
  const { t } = usePageText();
  if (location.mode === 'ONLINE') {
    return (
      <InfoRow tile={<IconVideo size={22} />} title={t('eventPage.where.online')}>
        {location.url ? (
          <a href={location.url} target="_blank" rel="noopener noreferrer" className={classes.infoLink}>
            {location.url}
          </a>
        ) : (
          <p className={classes.infoNote}>{t('eventPage.where.linkForGuests')}</p>
        )}
      </InfoRow>
    );
  }
  const { venue, detail } = location;
  const name = venue.shortAddress || venue.fullAddress;
  return (
    <InfoRow tile={<IconMapPin size={22} />} title={name}>
      {name !== venue.fullAddress && <p className={classes.infoLine}>{venue.fullAddress}</p>}
      {detail && <p className={classes.infoNote}>{detail}</p>}
      <a href={mapsUrl(venue.fullAddress)} target="_blank" rel="noopener noreferrer" className={classes.infoLink}>
        {t('eventPage.where.openMap')}
      </a>
    </InfoRow>
  );
}
