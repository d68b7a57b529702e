import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allowedQuery, barredQuery, useAllow, useBar, useDisallow, useUnbar } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { EntryList } from './entry-list.tsx';

/** Who may not apply (barred addresses) and who is admitted at once (allowed addresses and domains). */
export function AccessPage() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const barred = useQuery(barredQuery(community.id));
  const allowed = useQuery(allowedQuery(community.id));
  const bar = useBar(community.id);
  const unbar = useUnbar(community.id);
  const allow = useAllow(community.id);
  const disallow = useDisallow(community.id);
  return (
    <div className={classes.twoColumns}>
      <title>{t('communityConsole.access.documentTitle', { name: community.name })}</title>
      <EntryList kind="barred" entries={barred.data?.map((entry) => ({ value: entry.email }))} add={bar} remove={unbar} />
      <EntryList
        kind="allowed"
        entries={allowed.data?.map((entry) => ({
          value: entry.entry,
          note: t(`communityConsole.access.allowed.kinds.${entry.kind}`),
        }))}
        add={allow}
        remove={disallow}
      />
    </div>
  );
}
