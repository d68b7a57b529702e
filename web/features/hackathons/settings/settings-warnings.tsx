import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue } from '../../../../contract/errors.ts';
import type { HackathonSettings } from '../../../../contract/hackathons.ts';

/**
 * What the server warns the host of though it saved (G20410: a deadline before the event starts).
 * Worded from the code, so the words follow the language the host switches to.
 */
export function SettingsWarnings({ warnings }: { warnings: HackathonSettings['warnings'] }) {
  const { t } = useTranslation();
  return warnings.map(({ code }) => (
    <Alert key={code} mt="sm" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="settings-warning">
      {t(`errors.${errorCatalogue[code].key}`)}
    </Alert>
  ));
}
