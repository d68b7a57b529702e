import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconMessageCircle, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const features = [
  { key: 'events', icon: IconCalendarEvent, color: 'moim' },
  { key: 'hackathons', icon: IconTrophy, color: 'orange' },
  { key: 'communities', icon: IconUsersGroup, color: 'teal' },
  { key: 'lounge', icon: IconMessageCircle, color: 'pink' },
] as const;

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section className={classes.features} aria-labelledby="features-heading">
      <Container size="lg">
        <Title id="features-heading" order={2} className={classes.sectionHeading}>
          {t('landing.features.heading')}
        </Title>
        <Text className={classes.sectionLead}>{t('landing.features.lead')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt={40}>
          {features.map(({ key, icon: Icon, color }) => (
            <article key={key} className={classes.feature}>
              <ThemeIcon variant="light" color={color} size={48} radius="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} className={classes.featureTitle}>
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(`landing.features.${key}.body`)}
              </Text>
            </article>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
