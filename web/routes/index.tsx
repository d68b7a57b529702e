import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingCta } from '../app/landing/landing-cta.tsx';
import { LandingFeatures } from '../app/landing/landing-features.tsx';
import { LandingHero } from '../app/landing/landing-hero.tsx';
import { RequestDemoButton } from '../features/identity/pro-request/request-demo-button.tsx';

/** `/`: the landing page. */
export function LandingPage() {
  const { t } = useTranslation();
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
