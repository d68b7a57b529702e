import { useMemo } from 'react';
import type { PublicResults as Results } from '../../contract/judging.ts';
import { PublicRankingTable } from '../features/hackathons/judging/public-ranking-table.tsx';
import { PageTextContext, usePageText } from '../i18n/page-text.tsx';
import { createTranslate } from '../i18n/translate.ts';
import { resultSections } from './published-results.ts';
import { publicResultsMessages } from './public-results-messages.ts';
import classes from './public-results.module.css';

/**
 * A hackathon's published ranking on the public event page, overall and per track, in plain
 * markup: one heading, the winners' badges and a score out of 100. Loaded on its own once the results are there (public-event-page.tsx), with the app's
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
  const { t } = usePageText();
  return (
    <section className={classes.results} aria-labelledby="public-results-heading" data-testid="public-results">
      <h2 id="public-results-heading" className={classes.heading}>
        {t('hackathonJudging.public.title')}
      </h2>
      <p className={classes.hint}>{t('hackathonJudging.public.scoreHint')}</p>
      {/* One heading for the section: each ranking is named by its table's caption. */}
      {resultSections(results, t('hackathonJudging.public.overall')).map(({ id, heading, rows }) => (
        <div key={id} className={classes.ranking} data-testid="public-ranking">
          <PublicRankingTable rows={rows} caption={heading} />
        </div>
      ))}
    </section>
  );
}
