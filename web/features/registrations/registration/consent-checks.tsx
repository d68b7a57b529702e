import { Accordion, Checkbox, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isProfileKind } from '../../../../contract/registrations.ts';
import { currentLocale } from '../../../i18n/index.ts';
import type { FormQuestion } from './answer-values.ts';
import { policiesQuery } from './registration.api.ts';
import classes from './form.module.css';

/** Whether the form asks anything the profile keeps (the account's email is never written). */
export const needsProfileConsent = (questions: FormQuestion[]) =>
  questions.some((q) => isProfileKind(q.kind) && q.kind !== 'EMAIL');

type Check = { checked: boolean; onChange: (checked: boolean) => void };

function Policies() {
  const { t } = useTranslation();
  const policies = useQuery(policiesQuery);
  const locale = currentLocale();
  if (!policies.data) return null;
  return (
    <Accordion variant="contained" radius="md">
      {policies.data.map((policy) => (
        <Accordion.Item key={policy.kind} value={policy.kind}>
          <Accordion.Control>{t('registration.consent.read', { title: policy.title[locale] })}</Accordion.Control>
          <Accordion.Panel>
            <div className={classes.policyBody}>{policy.body[locale]}</div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The last step's boxes: a member's consent to update the profile; a non-member's agreement to the policies. */
export function ConsentChecks({
  profile,
  policies,
}: {
  profile: Check | null;
  policies: (Check & { error: string | null }) | null;
}) {
  const { t } = useTranslation();
  if (!profile && !policies) return null;
  return (
    <div className={classes.consent}>
      {profile && (
        <Checkbox
          checked={profile.checked}
          onChange={(event) => profile.onChange(event.currentTarget.checked)}
          label={t('registration.consent.updateProfile')}
          description={t('registration.consent.updateProfileHint')}
        />
      )}
      {policies && (
        <>
          <Policies />
          <Checkbox
            checked={policies.checked}
            onChange={(event) => policies.onChange(event.currentTarget.checked)}
            label={t('registration.consent.policies')}
            error={policies.error}
          />
          <Text size="xs" c="dimmed">
            {t('registration.consent.retention')}
          </Text>
        </>
      )}
    </div>
  );
}
