// What the team handed in besides its files. Judges read it as it stood at the submission deadline
// (docs/judging.md), so from the deadline on these fields keep their values; team building
// (recruiting, positions, contact, team name) stays open.
import type { hackathonProjects } from '../../platform/db/schema/index.ts';

type ProjectRow = typeof hackathonProjects.$inferSelect;
const submittedKeys = ['title', 'description', 'summary', 'keywords', 'thumbnailUrl', 'links'] as const;
type SubmittedText = Pick<ProjectRow, (typeof submittedKeys)[number]>;

const linkKeys = ['sourceCode', 'demoVideo', 'presentation', 'other'] as const;

function sameLinks(before: ProjectRow['links'], after: ProjectRow['links']): boolean {
  return linkKeys.every((key) => (before[key] ?? null) === (after[key] ?? null));
}

/** Whether the change alters any of the handed-in text; a field sent with its current value does not. */
export function changesSubmittedText(project: ProjectRow, change: Partial<SubmittedText>): boolean {
  return submittedKeys.some((key) => {
    const next = change[key];
    if (next === undefined) return false;
    if (key === 'links') return !sameLinks(project.links, next as ProjectRow['links']);
    if (key === 'keywords') return JSON.stringify(project.keywords) !== JSON.stringify(next);
    return project[key] !== next;
  });
}
