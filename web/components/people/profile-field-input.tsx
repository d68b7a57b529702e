import { Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { profileFieldInput, profileFieldKind, type ProfileFieldKey } from '../../../contract/profile-fields.ts';

type Props = {
  field: ProfileFieldKey;
  label: string;
  description?: ReactNode;
  placeholder?: string;
  /** what the form hands the input (value, onChange, error…) */
  [prop: string]: unknown;
};

/**
 * A profile field's input, chosen by its kind, with its limit and autofill hint from the field list:
 * text of any kind. Lists, choices and links need an input of the form's own (none here).
 */
export function ProfileFieldInput({ field, ...props }: Props) {
  const { max, autoComplete } = profileFieldInput(field);
  switch (profileFieldKind(field)) {
    case 'longText':
      return <Textarea {...props} maxLength={max} autosize minRows={3} />;
    case 'text':
    case 'location':
      return <TextInput {...props} maxLength={max} autoComplete={autoComplete} />;
    case 'phone':
      return <TextInput {...props} type="tel" autoComplete={autoComplete} />;
    case 'date':
      return <TextInput {...props} type="date" max={new Date().toISOString().slice(0, 10)} autoComplete={autoComplete} />;
    case 'file':
      return <TextInput {...props} type="url" />;
    default:
      return null;
  }
}
