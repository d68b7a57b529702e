import { Button, VisuallyHidden } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/app-config.ts';
import { currentLocale } from '../../i18n/index.ts';

/** Request Demo: hosts without PRO access go to the external request form for their language. */
export function RequestDemoButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  const { proRequestUrl } = useAppConfig();
  return (
    <Button
      component="a"
      href={proRequestUrl[currentLocale()]}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconArrowUpRight size={18} aria-hidden />}
      {...props}
    >
      {t('proRequest.requestDemo')}
      <VisuallyHidden> {t('proRequest.opensInNewTab')}</VisuallyHidden>
    </Button>
  );
}
