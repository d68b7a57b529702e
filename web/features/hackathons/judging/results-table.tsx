import { AppPageText } from '../../../i18n/app-page-text.tsx';
import { RankingTable, type RankingTableProps } from './ranking-table.tsx';

/** The ranking inside the app, with i18next's words. */
export function ResultsTable(props: RankingTableProps) {
  return (
    <AppPageText>
      <RankingTable {...props} />
    </AppPageText>
  );
}
