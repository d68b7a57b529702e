import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgingLimits } from '../../../../contract/judging.ts';
import type { Criterion, CriterionInput } from '../../../../contract/judging.ts';

type Props = {
  criterion: Criterion | null;
  opened: boolean;
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: CriterionInput) => void;
};

const blank: CriterionInput = { name: { en: '', ko: '' }, description: { en: '', ko: '' }, weight: 1, scale: 5 };

/** Adds or edits one criterion: its name and description in either language or both, its weight and scale. */
export function CriterionFormModal({ criterion, opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(criterion ? 'hackathonJudging.criteria.editTitle' : 'hackathonJudging.criteria.addTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('hackathonJudging.close') }}
    >
      {opened && <CriterionForm key={criterion?.id ?? 'new'} criterion={criterion} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function CriterionForm({ criterion, saving, error, onClose, onSave }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const [value, setValue] = useState<CriterionInput>(criterion ? { ...criterion } : blank);
  const [missing, setMissing] = useState(false);
  const setText = (field: 'name' | 'description', locale: 'en' | 'ko', text: string) =>
    setValue((current) => ({ ...current, [field]: { ...(current[field] ?? { en: '', ko: '' }), [locale]: text } }));
  const submit = () => {
    const incomplete = !value.name.en.trim() && !value.name.ko.trim();
    setMissing(incomplete);
    if (!incomplete) onSave(value);
  };
  const nameMissing = missing && !value.name.en.trim() && !value.name.ko.trim();
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('hackathonJudging.criteria.oneLanguage')}
      </Text>
      <TextInput
        label={t('hackathonJudging.criteria.nameEn')}
        value={value.name.en}
        maxLength={judgingLimits.criterionName}
        onChange={(event) => setText('name', 'en', event.currentTarget.value)}
        error={nameMissing ? t('validation.oneLanguageRequired') : null}
      />
      <TextInput
        label={t('hackathonJudging.criteria.nameKo')}
        value={value.name.ko}
        maxLength={judgingLimits.criterionName}
        onChange={(event) => setText('name', 'ko', event.currentTarget.value)}
        error={nameMissing}
      />
      <Textarea
        label={t('hackathonJudging.criteria.descriptionEn')}
        value={value.description?.en ?? ''}
        maxLength={judgingLimits.criterionDescription}
        autosize
        minRows={2}
        onChange={(event) => setText('description', 'en', event.currentTarget.value)}
      />
      <Textarea
        label={t('hackathonJudging.criteria.descriptionKo')}
        value={value.description?.ko ?? ''}
        maxLength={judgingLimits.criterionDescription}
        autosize
        minRows={2}
        onChange={(event) => setText('description', 'ko', event.currentTarget.value)}
      />
      <NumberInput
        label={t('hackathonJudging.criteria.weightLabel')}
        value={value.weight}
        min={judgingLimits.weight.min}
        max={judgingLimits.weight.max}
        allowDecimal={false}
        onChange={(weight) =>
          setValue((current) => ({ ...current, weight: typeof weight === 'number' ? weight : judgingLimits.weight.min }))
        }
      />
      <div>
        <Text size="sm" fw={500} id="criterion-scale">
          {t('hackathonJudging.criteria.scaleLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="criterion-scale"
          value={String(value.scale)}
          onChange={(scale) => setValue((current) => ({ ...current, scale: scale === '10' ? 10 : 5 }))}
          data={[
            { value: '5', label: t('hackathonJudging.criteria.scale5') },
            { value: '10', label: t('hackathonJudging.criteria.scale10') },
          ]}
        />
      </div>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {t('hackathonJudging.cancel')}
        </Button>
        <Button onClick={submit} loading={saving}>
          {t('hackathonJudging.criteria.save')}
        </Button>
      </Group>
    </Stack>
  );
}
