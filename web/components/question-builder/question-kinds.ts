import {
  IconAlignJustified,
  IconAt,
  IconBriefcase,
  IconBuilding,
  IconCake,
  IconCircleDot,
  IconCode,
  IconFileCheck,
  IconFileText,
  IconHash,
  IconId,
  IconMapPin,
  IconPageBreak,
  IconPaperclip,
  IconPhone,
  IconShare,
  IconSquareCheck,
  IconStairsUp,
  IconTextSize,
  IconUser,
  IconWorld,
  IconBuildingFactory2,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { isChoiceKind, isProfileKind, isTermsKind, profileQuestionKinds } from '../../../contract/registrations.ts';
import type { QuestionKind } from '../../../contract/registrations.ts';

export const kindIcons: Record<QuestionKind, Icon> = {
  NAME: IconUser,
  EMAIL: IconAt,
  PHONE_NUMBER: IconPhone,
  BIO: IconId,
  ORGANIZATION: IconBuilding,
  JOB_TITLE: IconBriefcase,
  INDUSTRY: IconBuildingFactory2,
  YEARS_OF_EXPERIENCE: IconStairsUp,
  LOCATION: IconMapPin,
  SOCIAL: IconShare,
  TAG: IconHash,
  SKILL: IconCode,
  DATE_OF_BIRTH: IconCake,
  SHORT_TEXT: IconTextSize,
  LONG_TEXT: IconAlignJustified,
  SINGLE_CHOICE: IconCircleDot,
  MULTIPLE_CHOICE: IconSquareCheck,
  FILE: IconPaperclip,
  LINK: IconWorld,
  TEXT_TERMS: IconFileText,
  LINK_TERMS: IconFileCheck,
  PAGE_BREAK: IconPageBreak,
};

/** The add menu's sections. */
export const kindGroups: { key: 'profile' | 'questions' | 'terms' | 'layout'; kinds: readonly QuestionKind[] }[] = [
  { key: 'profile', kinds: profileQuestionKinds },
  { key: 'questions', kinds: ['SHORT_TEXT', 'LONG_TEXT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'FILE', 'LINK'] },
  { key: 'terms', kinds: ['TEXT_TERMS', 'LINK_TERMS'] },
  { key: 'layout', kinds: ['PAGE_BREAK'] },
];

/** Profile questions and page breaks are complete as they are: added at once, edited later. */
export const addsDirectly = (kind: QuestionKind) => isProfileKind(kind) || kind === 'PAGE_BREAK';

/** The host's own questions must say what they ask. */
export const needsTitle = (kind: QuestionKind) => !isProfileKind(kind) && kind !== 'PAGE_BREAK';

export { isChoiceKind, isProfileKind, isTermsKind };
