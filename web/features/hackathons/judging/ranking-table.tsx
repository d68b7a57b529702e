import type { ResultRow } from '../../../../contract/judging.ts';
import { usePageText } from '../../../i18n/page-text.tsx';
import { formatScore } from './localized.ts';
import classes from './ranking-table.module.css';

export type RankingTableProps = { rows: ResultRow[]; caption: string; withJudges?: boolean };

/**
 * A ranking: rank, project and team, the normalised score and the raw mean side by side. Plain
 * markup with the page's words, so that the public event page shows the same table as the app.
 */
export function RankingTable({ rows, caption, withJudges = false }: RankingTableProps) {
  const { t, locale } = usePageText();
  if (rows.length === 0) return <p className={classes.empty}>{t('hackathonJudging.results.empty')}</p>;
  return (
    <table className={classes.table} data-testid="results-table">
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.rank}>
            {t('hackathonJudging.results.rank')}
          </th>
          <th scope="col">{t('hackathonJudging.results.project')}</th>
          <th scope="col" className={classes.number}>
            {t('hackathonJudging.results.normalised')}
          </th>
          <th scope="col" className={classes.number}>
            {t('hackathonJudging.results.raw')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.project.id} data-testid="result-row">
            <td>{row.rank}</td>
            <td>
              <span className={classes.title}>{row.project.title}</span>
              <span className={classes.team}>
                {row.project.teamName}
                {withJudges && ` · ${t('hackathonJudging.results.judgeCount', { count: row.judgeCount })}`}
              </span>
            </td>
            <td className={classes.number}>{formatScore(row.score, locale)}</td>
            <td className={classes.number}>{formatScore(row.rawMean, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
