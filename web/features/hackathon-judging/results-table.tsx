import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../../../contract/judging.ts';
import { currentLocale } from '../../i18n/index.ts';
import { formatScore } from './localized.ts';
import classes from './judging.module.css';

/** A ranking: rank, project and team, the normalised score and the raw mean side by side. */
export function ResultsTable({ rows, caption, withJudges = false }: { rows: ResultRow[]; caption: string; withJudges?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('hackathonJudging.results.empty')}
      </Text>
    );
  }
  return (
    <table className={classes.results} data-testid="results-table">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('hackathonJudging.results.rank')}</th>
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
              <Text size="sm" fw={600} span>
                {row.project.title}
              </Text>
              <Text size="xs" c="gray.7">
                {row.project.teamName}
                {withJudges && ` · ${t('hackathonJudging.results.judgeCount', { count: row.judgeCount })}`}
              </Text>
            </td>
            <td className={classes.number}>{formatScore(row.score, locale)}</td>
            <td className={classes.number}>{formatScore(row.rawMean, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
