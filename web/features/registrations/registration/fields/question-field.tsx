import type { MultipleChoiceValue, RawValue, SingleChoiceValue, SocialRow, UploadedAnswerFile } from '../answer-values.ts';
import { MultipleChoiceField, SingleChoiceField } from './choice-answer-field.tsx';
import type { FieldProps } from './field-props.ts';
import { FileAnswerField } from './file-answer-field.tsx';
import { SkillsAnswerField, TagsAnswerField, YearsAnswerField } from './list-answer-field.tsx';
import { SocialAnswerField } from './social-answer-field.tsx';
import { TermsAnswerField } from './terms-answer-field.tsx';
import { TextAnswerField } from './text-answer-field.tsx';

// Each field knows the shape of its own value (answer-values.ts gives every kind its start).
const as = <V extends RawValue>(props: FieldProps) => props as unknown as FieldProps<V>;

/** The input for one question, chosen by its kind. */
export function QuestionField(props: FieldProps) {
  switch (props.question.kind) {
    case 'TAG':
      return <TagsAnswerField {...as<string[]>(props)} />;
    case 'SKILL':
      return <SkillsAnswerField {...as<string[]>(props)} />;
    case 'YEARS_OF_EXPERIENCE':
      return <YearsAnswerField {...as<string | null>(props)} />;
    case 'SOCIAL':
      return <SocialAnswerField {...as<SocialRow[]>(props)} />;
    case 'SINGLE_CHOICE':
      return <SingleChoiceField {...as<SingleChoiceValue>(props)} />;
    case 'MULTIPLE_CHOICE':
      return <MultipleChoiceField {...as<MultipleChoiceValue>(props)} />;
    case 'FILE':
      return <FileAnswerField {...as<UploadedAnswerFile | null>(props)} />;
    case 'TEXT_TERMS':
    case 'LINK_TERMS':
      return <TermsAnswerField {...as<boolean>(props)} />;
    case 'PAGE_BREAK':
      return null;
    default:
      return <TextAnswerField {...as<string>(props)} />;
  }
}
