import { MultiSelect, Pill, TagsInput, type MultiSelectProps, type TagsInputProps } from '@mantine/core';
import type { ComboboxRenderPillInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firstPlusCount, labelsOf } from './first-plus-count.ts';
import classes from './summary-select.module.css';

// Optional only for Mantine form's getInputProps, whose types leave them open: every caller passes both.
type Controlled<V extends string> = { value?: V[]; onChange?: (value: V[]) => void };

const none: never[] = [];
const ignore = () => {};

/**
 * The pills of a multi-choice input: the first choice (removable) and "+N" for the others, so
 * the box stays one line however many are chosen. A required input keeps its last choice.
 */
function useSummaryPills(value: readonly string[], labels: string[], required: boolean, readOnly: boolean | undefined) {
  const { t } = useTranslation();
  return ({ value: pill, onRemove, disabled }: ComboboxRenderPillInput<string>) => {
    const index = value.indexOf(String(pill));
    if (index === 0) {
      const removable = !readOnly && !disabled && !(required && value.length === 1);
      return (
        <Pill
          key={String(pill)}
          className={classes.first}
          data-summary-pill
          withRemoveButton={removable}
          onRemove={onRemove}
          removeButtonProps={{ 'aria-label': t('select.remove', { label: labels[0] }) }}
        >
          {labels[0]}
        </Pill>
      );
    }
    if (index === 1)
      return (
        <Pill key="more" className={classes.more} data-summary-pill title={labels.slice(1).join(', ')}>
          +{value.length - 1}
        </Pill>
      );
    return null;
  };
}

const keepOne =
  <V extends string>(required: boolean, onChange: (value: V[]) => void) =>
  (next: V[]) => {
    if (required && next.length === 0) return;
    onChange(next);
  };

/** A multi-select showing "first +N"; a required one cannot be emptied or cleared. */
export function SummaryMultiSelect<V extends string = string>({
  value = none,
  onChange = ignore,
  required = false,
  clearable,
  ...props
}: Omit<MultiSelectProps<V>, 'value' | 'onChange'> & Controlled<V>) {
  const labels = labelsOf(value, props.data as Parameters<typeof labelsOf>[1]);
  const renderPill = useSummaryPills(value, labels, required, props.readOnly);
  return (
    <MultiSelect<V>
      {...props}
      value={value}
      onChange={keepOne(required, onChange)}
      required={required}
      withAsterisk={props.withAsterisk ?? required}
      clearable={clearable && !required}
      hidePickedOptions={false}
      classNames={{ pillsList: classes.pills }}
      aria-description={firstPlusCount(labels) || undefined}
      renderPill={(pill) => renderPill({ ...pill, value: pill.value === undefined ? undefined : String(pill.value) })}
    />
  );
}

/** Typed tags showing "first +N"; a required one cannot be emptied or cleared. */
export function SummaryTagsInput({
  value = none,
  onChange = ignore,
  required = false,
  clearable,
  ...props
}: Omit<TagsInputProps, 'value' | 'onChange'> & Controlled<string>) {
  const renderPill = useSummaryPills(value, value, required, props.readOnly);
  return (
    <TagsInput
      {...props}
      value={value}
      onChange={keepOne(required, onChange)}
      required={required}
      withAsterisk={props.withAsterisk ?? required}
      clearable={clearable && !required}
      classNames={{ pillsList: classes.pills }}
      aria-description={firstPlusCount(value) || undefined}
      renderPill={renderPill}
    />
  );
}
