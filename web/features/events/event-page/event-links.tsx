import { IconPhoto, IconPresentation } from '@tabler/icons-react';
import classes from './event-page.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';

/** After the event: the photo album and the materials, when the hosts have shared them. */
export function EventLinks({ photoLink, contentsLink }: { photoLink: string | null; contentsLink: string | null }) {
  const { t } = usePageText();
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
              <a
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${classes.pill} ${classes.pillLight}`}
              >
                {icon}
                {label}
              </a>
            ),
        )}
      </div>
    </section>
  );
}
