import { ProjectFormSchema } from '../../../../contract/hackathons.ts';
import type { ContactMethod } from '../../../../contract/people.ts';
import type { ProjectDetail, ProjectForm, RecruitStatus } from '../../../../contract/hackathons.ts';
import type { HackathonPosition, HackathonSkill } from '../../../../contract/users.ts';

/** The project form as the inputs hold it: text where the API takes null. */
export type ProjectFormValues = {
  title: string;
  teamName: string;
  trackId: string;
  description: string;
  summary: string;
  keywords: string[];
  thumbnailUrl: string | null;
  links: { sourceCode: string; demoVideo: string; presentation: string; other: string };
  contactMethod: ContactMethod | '';
  contactValue: string;
  techStack: HackathonSkill[];
  positions: HackathonPosition[];
  recruitStatus: RecruitStatus;
};

export function toFormValues(project: ProjectDetail | null): ProjectFormValues {
  return {
    title: project?.title ?? '',
    teamName: project?.teamName ?? '',
    trackId: project?.track.id ?? '',
    description: project?.description ?? '',
    summary: project?.summary ?? '',
    keywords: project?.keywords ?? [],
    thumbnailUrl: project?.thumbnailUrl ?? null,
    links: {
      sourceCode: project?.links.sourceCode ?? '',
      demoVideo: project?.links.demoVideo ?? '',
      presentation: project?.links.presentation ?? '',
      other: project?.links.other ?? '',
    },
    contactMethod: project?.contact?.method ?? '',
    contactValue: project?.contact?.value ?? '',
    techStack: project?.techStack ?? [],
    positions: project?.positions ?? [],
    recruitStatus: project?.recruitStatus ?? 'MEMBER_FINDING',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the API takes; a contact needs both its channel and its value (a lone value is still sent, to be refused). */
export function toRequest(values: ProjectFormValues): ProjectForm {
  const contact =
    values.contactMethod || values.contactValue.trim()
      ? { method: values.contactMethod as ContactMethod, value: values.contactValue }
      : null;
  return {
    title: values.title,
    teamName: values.teamName,
    trackId: values.trackId,
    description: values.description,
    summary: values.summary,
    keywords: values.keywords,
    thumbnailUrl: values.thumbnailUrl,
    links: {
      sourceCode: orNull(values.links.sourceCode),
      demoVideo: orNull(values.links.demoVideo),
      presentation: orNull(values.links.presentation),
      other: orNull(values.links.other),
    },
    contact,
    techStack: values.techStack,
    positions: values.positions,
    recruitStatus: values.recruitStatus,
  };
}

/** The form's field for an error's path (`contact.value` → `contactValue`). */
export function fieldOf(path: readonly PropertyKey[]): string {
  if (path[0] === 'contact') return path[1] === 'method' ? 'contactMethod' : 'contactValue';
  if (path[0] === 'keywords') return 'keywords';
  return path.map(String).join('.');
}

/** The contract's rules, as message keys by field; empty when the form may be sent. */
export function validateProject(values: ProjectFormValues): Record<string, string> {
  const result = ProjectFormSchema.safeParse(toRequest(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}
