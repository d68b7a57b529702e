import { ActionIcon, Button, Input, Select, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { socialTypes } from '../../../../../contract/users.ts';
import type { SocialRow } from '../answer-values.ts';
import classes from '../form.module.css';
import type { FieldProps } from './field-props.ts';
import { wrapperProps } from './field-props.ts';

/** Social links: each kind at most once, a row per link. */
export function SocialAnswerField({ question, value, onChange, error }: FieldProps<SocialRow[]>) {
  const { t } = useTranslation();
  const { label, description, withAsterisk } = wrapperProps(question, t);
  const used = value.map((row) => row.type);
  const update = (index: number, change: Partial<SocialRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Input.Wrapper
      component="fieldset"
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      error={error}
      className={classes.fieldset}
    >
      <div className={classes.socialRows}>
        {value.map((row, index) => (
          <div className={classes.socialRow} key={index}>
            <Select
              aria-label={t('registration.form.socialType', { index: index + 1 })}
              placeholder={t('registration.form.socialTypePlaceholder')}
              value={row.type}
              onChange={(type) => update(index, { type })}
              data={socialTypes.map((type) => ({
                value: type,
                label: t(`registration.socials.${type}`),
                disabled: type !== row.type && used.includes(type),
              }))}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              aria-label={t('registration.form.socialUrl', { index: index + 1 })}
              placeholder="github.com/…"
              type="url"
              value={row.url}
              onChange={(event) => update(index, { url: event.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('registration.form.removeSocial', { index: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {value.length < socialTypes.length && (
          <Button
            variant="light"
            size="xs"
            radius="xl"
            className={classes.addRow}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...value, { type: null, url: '' }])}
          >
            {t('registration.form.addSocial')}
          </Button>
        )}
      </div>
    </Input.Wrapper>
  );
}
