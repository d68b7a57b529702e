import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

/** The closing band: one more Request Demo for hosts who read this far. */
export function LandingCta({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={classes.ctaSection} aria-labelledby="cta-heading">
      <Container size="lg">
        <div className={classes.cta}>
          <div>
            <Title id="cta-heading" order={2} className={classes.ctaHeading}>
              {t('landing.cta.heading')}
            </Title>
            <Text className={classes.ctaBody}>{t('landing.cta.body')}</Text>
          </div>
          {action}
        </div>
      </Container>
    </section>
  );
}
