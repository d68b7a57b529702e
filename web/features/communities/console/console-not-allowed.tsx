import { Container, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './community-console.module.css';

/** For a signed-in person who is not the community's owner or a manager. */
export function ConsoleNotAllowed() {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.page}>
      <title>{t('communityConsole.notAllowed')}</title>
      <div className={classes.empty}>
        <IconLock size={32} aria-hidden />
        <Title order={1} size="h2" mt="sm">
          {t('communityConsole.notAllowed')}
        </Title>
        <Text c="gray.7" mt="xs">
          {t('communityConsole.notAllowedBody')}
        </Text>
      </div>
    </Container>
  );
}
