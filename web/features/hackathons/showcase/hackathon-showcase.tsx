import type { HackathonShowcase as Showcase } from '../../../../contract/hackathons.ts';
import { formatShortDate, formatTimeWithZone } from '../../../components/event/event-time-format.ts';
import { usePageText } from '../../../i18n/page-text.tsx';
import { splitSeconds, useCountdown } from './countdown.ts';
import classes from './hackathon-showcase.module.css';

type Props = { showcase: Showcase; handle: string; timezone: string };

/**
 * A hackathon at a glance on its event page: the submission deadline with the time left, the
 * teams and how many recruit, and the tracks. Plain markup with the page's words, so the public
 * page (web/public-page) draws it from the data the server wrote in, and the app from its query.
 */
export function HackathonShowcase({ showcase, handle, timezone }: Props) {
  const { t } = usePageText();
  return (
    <section className={classes.showcase} aria-labelledby="hackathon-showcase-heading" data-testid="hackathon-showcase">
      <h2 id="hackathon-showcase-heading" className={classes.heading}>
        {t('hackathonShowcase.title')}
      </h2>
      <div className={classes.facts}>
        <Deadline showcase={showcase} timezone={timezone} />
        <Teams showcase={showcase} handle={handle} />
      </div>
      {showcase.tracks.length > 0 && (
        <div className={classes.fact}>
          <h3 className={classes.label}>{t('hackathonShowcase.tracks.label')}</h3>
          <ul className={classes.tracks} data-testid="showcase-tracks">
            {showcase.tracks.map((track) => (
              <li key={track.id} className={classes.track}>
                <span className={classes.trackName}>{track.name}</span>
                {track.description && <span className={classes.trackDescription}>{track.description}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Deadline({ showcase, timezone }: { showcase: Showcase; timezone: string }) {
  const { t, locale } = usePageText();
  const left = useCountdown(showcase.secondsLeft);
  const deadline = showcase.submissionDeadline;
  return (
    <div className={classes.fact} data-testid="showcase-deadline">
      <h3 className={classes.label}>{t('hackathonShowcase.deadline.label')}</h3>
      {deadline && left !== null ? (
        <>
          <p className={classes.value}>
            <time dateTime={deadline}>
              {formatShortDate(deadline, locale, timezone)}, {formatTimeWithZone(deadline, locale, timezone)}
            </time>
          </p>
          <p className={classes.countdown} role="timer" data-testid="showcase-countdown">
            {left > 0
              ? t('hackathonShowcase.deadline.left', { time: timeLeft(left, t) })
              : t('hackathonShowcase.deadline.closed')}
          </p>
        </>
      ) : (
        <p className={classes.note}>{t('hackathonShowcase.deadline.none')}</p>
      )}
    </div>
  );
}

function timeLeft(seconds: number, t: ReturnType<typeof usePageText>['t']): string {
  const { days, clock } = splitSeconds(seconds);
  return days > 0 ? `${t('hackathonShowcase.deadline.days', { count: days })} ${clock}` : clock;
}

function Teams({ showcase, handle }: { showcase: Showcase; handle: string }) {
  const { t } = usePageText();
  const { teamCount, recruitingTeamCount } = showcase;
  return (
    <div className={classes.fact} data-testid="showcase-teams">
      <h3 className={classes.label}>{t('hackathonShowcase.teams.label')}</h3>
      {teamCount > 0 ? (
        <>
          <p className={classes.value}>{t('hackathonShowcase.teams.count', { count: teamCount })}</p>
          <p className={classes.note}>
            {recruitingTeamCount > 0
              ? t('hackathonShowcase.teams.recruiting', { count: recruitingTeamCount })
              : t('hackathonShowcase.teams.noneRecruiting')}
          </p>
        </>
      ) : (
        <p className={classes.note}>{t('hackathonShowcase.teams.noTeams')}</p>
      )}
      <a className={classes.link} href={`/events/${encodeURIComponent(handle)}/hackathon/projects`}>
        {t('hackathonShowcase.teams.join')}
      </a>
    </div>
  );
}
