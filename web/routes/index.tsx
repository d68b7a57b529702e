import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LandingCta } from '../app/landing/landing-cta.tsx';
import { LandingFeatures } from '../app/landing/landing-features.tsx';
import { LandingHero } from '../app/landing/landing-hero.tsx';
import { RequestDemoButton } from '../features/identity/pro-request/request-demo-button.tsx';
import { useSession } from '../session/session.ts';

/** `/`: the landing page for visitors; a signed-in person goes straight to their events. */
export function LandingPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to={`/events/my${window.location.search}`} replace />;
  return (
    <>
      <title>{t('landing.documentTitle')}</title>
      <LandingHero
        actions={
          <>
            <RequestDemoButton size="lg" radius="xl" />
            <Button
              component={Link}
              to="/events"
              size="lg"
              radius="xl"
              variant="default"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('landing.browseEvents')}
            </Button>
          </>
        }
      />
      <LandingFeatures />
      <LandingCta action={<RequestDemoButton size="lg" radius="xl" variant="white" />} />
    </>
  );
}
