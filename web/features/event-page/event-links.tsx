import { Button } from '@mantine/core';
import { IconPhoto, IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './event-page.module.css';

/** After the event: the photo album and the materials, when the hosts have shared them. */
export function EventLinks({ photoLink, contentsLink }: { photoLink: string | null; contentsLink: string | null }) {
  const { t } = useTranslation();
  if (!photoLink && !contentsLink) return null;
  const links = [
    { href: photoLink, label: t('eventPage.links.photos'), icon: <IconPhoto size={18} aria-hidden /> },
    { href: contentsLink, label: t('eventPage.links.materials'), icon: <IconPresentation size={18} aria-hidden /> },
  ];
  return (
    <section className={classes.sideSection} aria-labelledby="event-links-heading">
      <h2 id="event-links-heading" className={classes.sideHeading}>
        {t('eventPage.links.heading')}
      </h2>
      <div className={classes.actions}>
        {links.map(
          ({ href, label, icon }) =>
            href && (
              <Button key={label} component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" radius="xl" leftSection={icon}>
                {label}
              </Button>
            ),
        )}
      </div>
    </section>
  );
}
