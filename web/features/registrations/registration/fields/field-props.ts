import type { TFunction } from 'i18next';
import type { FormQuestion, RawValue } from '../answer-values.ts';
import type { AnswerFileEndpoint } from '../file-upload.ts';
import type { GuestProof } from '../guest-proof.ts';

export type FieldProps<V extends RawValue = RawValue> = {
  question: FormQuestion;
  value: V;
  onChange: (value: V) => void;
  /** the message, already in the interface language */
  error?: string;
  /** where FILE answers upload (non-members with their proof) */
  upload: { eventId: string; proof: GuestProof | null; disabled: boolean; endpoint?: AnswerFileEndpoint };
  /** EMAIL answered by the account or by the proven address: shown, not typed */
  emailLock: 'account' | 'proof' | null;
};

/** What a question is called: the host's title, or for profile questions the field's own name. */
export function questionLabel(question: FormQuestion, t: TFunction): string {
  return question.title.trim() || t(`registration.kinds.${question.kind}`);
}

/** Label, description and required mark, as every Mantine input takes them. */
export function wrapperProps(question: FormQuestion, t: TFunction, error?: string) {
  return {
    label: questionLabel(question, t),
    description: question.description || undefined,
    withAsterisk: question.requirement === 'REQUIRED',
    error,
  };
}
