import { ActionIcon, Button, Input, Switch, TextInput } from '@mantine/core';
import { IconGripVertical, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { registrationLimits } from '../../../contract/registrations.ts';
import type { EditorValues } from './question-editor-values.ts';
import { newChoiceRow } from './question-editor-values.ts';
import classes from './questions.module.css';

type Props = {
  values: Pick<EditorValues, 'choices' | 'allowOther'>;
  errors: Record<string, string>;
  onChange: (change: Partial<Pick<EditorValues, 'choices' | 'allowOther'>>) => void;
  text: (message: string) => string;
};

/** The options of a choice question, and whether guests may answer Other in their own words. */
export function ChoicesEditor({ values, errors, onChange, text }: Props) {
  const { t } = useTranslation();
  const { choices } = values;
  const setLabel = (index: number, label: string) =>
    onChange({ choices: choices.map((c, i) => (i === index ? { ...c, label } : c)) });
  return (
    <Input.Wrapper
      label={t('questionBuilder.editor.choices')}
      error={errors.choices ? text(errors.choices) : undefined}
      withAsterisk
    >
      <div className={classes.choices}>
        {choices.map((choice, index) => (
          <div key={choice.key} className={classes.choiceRow}>
            <IconGripVertical size={16} aria-hidden className={classes.choiceMark} />
            <TextInput
              aria-label={t('questionBuilder.editor.choice', { index: index + 1 })}
              placeholder={t('questionBuilder.editor.choicePlaceholder', { index: index + 1 })}
              value={choice.label}
              maxLength={registrationLimits.choiceLabel}
              error={errors[`choices.${index}`] ? text(errors[`choices.${index}`]) : undefined}
              onChange={(event) => setLabel(index, event.currentTarget.value)}
              className={classes.choiceInput}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('questionBuilder.editor.removeChoice', { index: index + 1 })}
              disabled={choices.length <= 1}
              onClick={() => onChange({ choices: choices.filter((_, i) => i !== index) })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {choices.length < registrationLimits.choices && (
          <Button
            variant="light"
            size="xs"
            radius="xl"
            leftSection={<IconPlus size={14} aria-hidden />}
            className={classes.addChoice}
            onClick={() => onChange({ choices: [...choices, newChoiceRow()] })}
          >
            {t('questionBuilder.editor.addChoice')}
          </Button>
        )}
        <Switch
          mt="xs"
          label={t('questionBuilder.editor.allowOther')}
          description={t('questionBuilder.editor.allowOtherHint')}
          checked={values.allowOther}
          onChange={(event) => onChange({ allowOther: event.currentTarget.checked })}
        />
      </div>
    </Input.Wrapper>
  );
}
