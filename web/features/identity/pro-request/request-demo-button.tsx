import { Button, VisuallyHidden } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { proRequestTarget, useAppConfig } from '../../../api/app-config.ts';
import { currentLocale } from '../../../i18n/index.ts';

/** Request Demo: the external request form for the language when there is one, else the in-app page. */
export function RequestDemoButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  const target = proRequestTarget(useAppConfig(), currentLocale());
  if (!target.external) {
    return (
      <Button component={Link} to={target.href} {...props}>
        {t('proRequest.requestDemo')}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={target.href}
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
