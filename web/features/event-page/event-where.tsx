import { Anchor } from '@mantine/core';
import { IconMapPin, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventLocationView } from '../../../contract/event-views.ts';
import classes from './event-page.module.css';
import { InfoRow } from './info-row.tsx';

const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Where: the venue (with a map link) and its detail, or the online link once the viewer may see it. */
export function EventWhere({ location }: { location: EventLocationView }) {
  const { t } = useTranslation();
  if (location.mode === 'ONLINE') {
    return (
      <InfoRow tile={<IconVideo size={22} />} title={t('eventPage.where.online')}>
        {location.url ? (
          <Anchor href={location.url} target="_blank" rel="noopener noreferrer" className={classes.infoLink}>
            {location.url}
          </Anchor>
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
      <Anchor href={mapsUrl(venue.fullAddress)} target="_blank" rel="noopener noreferrer" size="sm" className={classes.infoLink}>
        {t('eventPage.where.openMap')}
      </Anchor>
    </InfoRow>
  );
}
