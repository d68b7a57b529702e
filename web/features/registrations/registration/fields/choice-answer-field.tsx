import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registrationLimits } from '../../../../../contract/registrations.ts';
import type { MultipleChoiceValue, SingleChoiceValue } from '../answer-values.ts';
import classes from '../form.module.css';
import type { FieldProps } from './field-props.ts';
import { questionLabel, wrapperProps } from './field-props.ts';

const OTHER = '__other__';

function OtherText({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      className={classes.otherInput}
      aria-label={t('registration.form.otherFor', { question: label })}
      placeholder={t('registration.form.otherPlaceholder')}
      value={value}
      maxLength={registrationLimits.otherText}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoFocus
    />
  );
}

/** One of the host's options, or Other with the guest's own words. */
export function SingleChoiceField({ question, value, onChange, error }: FieldProps<SingleChoiceValue>) {
  const { t } = useTranslation();
  const selected = value.other !== null ? OTHER : value.choiceId;
  return (
    <Radio.Group
      {...wrapperProps(question, t, error)}
      value={selected}
      onChange={(next) =>
        onChange(next === OTHER ? { choiceId: null, other: value.other ?? '' } : { choiceId: next, other: null })
      }
    >
      <Stack gap="xs" mt={8}>
        {question.choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} label={choice.label} className={classes.choice} />
        ))}
        {question.allowOther && <Radio value={OTHER} label={t('registration.form.other')} className={classes.choice} />}
        {value.other !== null && (
          <OtherText
            label={questionLabel(question, t)}
            value={value.other}
            onChange={(other) => onChange({ choiceId: null, other })}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}

/** Any of the host's options, and Other. */
export function MultipleChoiceField({ question, value, onChange, error }: FieldProps<MultipleChoiceValue>) {
  const { t } = useTranslation();
  const selected = value.other !== null ? [...value.choiceIds, OTHER] : value.choiceIds;
  const change = (next: string[]) =>
    onChange({ choiceIds: next.filter((id) => id !== OTHER), other: next.includes(OTHER) ? (value.other ?? '') : null });
  return (
    <Checkbox.Group {...wrapperProps(question, t, error)} value={selected} onChange={change}>
      <Stack gap="xs" mt={8}>
        {question.choices.map((choice) => (
          <Checkbox key={choice.id} value={choice.id} label={choice.label} className={classes.choice} />
        ))}
        {question.allowOther && <Checkbox value={OTHER} label={t('registration.form.other')} className={classes.choice} />}
        {value.other !== null && (
          <OtherText label={questionLabel(question, t)} value={value.other} onChange={(other) => onChange({ ...value, other })} />
        )}
      </Stack>
    </Checkbox.Group>
  );
}
