import { Accordion, Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { policiesQuery } from './auth.api.ts';
import classes from './auth.module.css';

/** The terms and the privacy policy from `GET /v1/policies`, in the interface language. */
export function PoliciesPanel() {
  const { t } = useTranslation();
  const policies = useQuery(policiesQuery);
  const locale = currentLocale();
  if (policies.isPending) return <Skeleton height={88} radius="md" />;
  if (policies.isError) return <Alert color="red">{t('auth.form.policiesUnavailable')}</Alert>;
  return (
    <Accordion variant="separated" radius="md">
      {policies.data.map((policy) => (
        <Accordion.Item key={policy.kind} value={policy.kind}>
          <Accordion.Control>{policy.title[locale]}</Accordion.Control>
          <Accordion.Panel>
            <div className={classes.policy}>{policy.body[locale]}</div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
