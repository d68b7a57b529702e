import { useMemo } from 'react';
import type { PublicResults as Results } from '../../contract/judging.ts';
import { formatScore } from '../features/hackathon-judging/localized.ts';
import { PageTextContext, usePageText } from '../i18n/page-text.tsx';
import { createTranslate } from '../i18n/translate.ts';
import { resultSections } from './published-results.ts';
import { publicResultsMessages } from './public-results-messages.ts';
import classes from './public-results.module.css';

/**
 * A hackathon's published ranking on the public event page, overall and per track, in plain
 * markup. Loaded on its own once the results are there (public-event-page.tsx), with the app's
 * words for them. Projects are open only to the hackathon's people, so titles are not links.
 */
export default function PublicResults({ results }: { results: Results }) {
  const { locale } = usePageText();
  const text = useMemo(() => ({ t: createTranslate(publicResultsMessages[locale], locale), locale }), [locale]);
  return (
    <PageTextContext value={text}>
      <ResultsSection results={results} />
    </PageTextContext>
  );
}

function ResultsSection({ results }: { results: Results }) {
  const { t, locale } = usePageText();
  return (
    <section className={classes.results} aria-labelledby="public-results-heading" data-testid="public-results">
      <h2 id="public-results-heading" className={classes.heading}>
        {t('hackathonJudging.public.title')}
      </h2>
      {resultSections(results, t('hackathonJudging.public.overall')).map(({ id, heading, rows }) => (
        <div key={id} className={classes.ranking} data-testid="public-ranking">
          <h3 id={`public-results-${id}`} className={classes.rankingHeading}>
            {heading}
          </h3>
          {rows.length === 0 ? (
            <p className={classes.empty}>{t('hackathonJudging.results.empty')}</p>
          ) : (
            <table className={classes.table} aria-labelledby={`public-results-${id}`}>
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
                  <tr key={row.project.id} data-testid="public-result-row">
                    <td className={classes.rank}>{row.rank}</td>
                    <td>
                      <span className={classes.title}>{row.project.title}</span>
                      <span className={classes.team}>{row.project.teamName}</span>
                    </td>
                    <td className={classes.number}>{formatScore(row.score, locale)}</td>
                    <td className={classes.number}>{formatScore(row.rawMean, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </section>
  );
}
