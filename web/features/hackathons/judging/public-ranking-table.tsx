import type { PublicResultRow } from '../../../../contract/judging.ts';
import { usePageText } from '../../../i18n/page-text.tsx';
import classes from './ranking-table.module.css';

/** `hideCaption`: the ranking is already named around it (a tab), so the caption is for screen readers only. */
type Props = { rows: PublicResultRow[]; caption: string; hideCaption?: boolean };

/**
 * A published ranking as a visitor reads it (decision 043): the rank with its award, the project
 * and team, and a score out of 100. The z-scores and raw means stay on the host's table. Plain
 * markup with the page's words, for the public event page and the app alike.
 */
export function PublicRankingTable({ rows, caption, hideCaption = false }: Props) {
  const { t } = usePageText();
  if (rows.length === 0) return <p className={classes.empty}>{t('hackathonJudging.results.empty')}</p>;
  return (
    <table className={classes.table} data-testid="results-table">
      <caption className={hideCaption ? classes.caption : classes.visibleCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.rank}>
            {t('hackathonJudging.results.rank')}
          </th>
          <th scope="col">{t('hackathonJudging.results.project')}</th>
          <th scope="col" className={classes.number}>
            {t('hackathonJudging.public.score')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.project.id} data-testid="result-row">
            <td>
              <span className={classes.place} data-award={row.award ?? undefined}>
                {row.rank}
              </span>
            </td>
            <td>
              {row.award && (
                <span className={classes.award} data-award={row.award} data-testid="result-award">
                  {t(`hackathonJudging.public.awards.${row.award}`)}
                </span>
              )}
              <span className={classes.title}>{row.project.title}</span>
              <span className={classes.team}>{row.project.teamName}</span>
            </td>
            <td className={classes.number}>{row.points ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
