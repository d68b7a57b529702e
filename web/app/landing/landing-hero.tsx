import { Badge, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { LandingPreview } from './landing-preview.tsx';

/** The first screen of the landing page; the calls to action come from the route. */
export function LandingHero({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="landing-heading">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Badge variant="light" size="lg" radius="xl" className={classes.eyebrow}>
            {t('landing.eyebrow')}
          </Badge>
          <Title id="landing-heading" order={1} className={classes.heading}>
            {t('landing.heading')}
          </Title>
          <Text className={classes.lead}>{t('landing.lead')}</Text>
          <Group gap="sm" className={classes.actions}>
            {actions}
          </Group>
        </div>
        <LandingPreview />
      </Container>
    </section>
  );
}
