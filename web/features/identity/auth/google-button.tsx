import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../api/app-config.ts';
import { googleStartUrl } from './auth.api.ts';

/**
 * "Continue with Google", only when this deployment has a client configured. A plain link: the
 * API starts the flow (state, nonce, PKCE) and redirects to the provider.
 */
export function GoogleButton({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const { oidcGoogleEnabled } = useAppConfig();
  if (!oidcGoogleEnabled) return null;
  return (
    <Button
      component="a"
      href={googleStartUrl(returnTo)}
      variant="default"
      size="md"
      radius="xl"
      leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
    >
      {t('auth.google.button')}
    </Button>
  );
}
