// Hackathon judging: the host's weighted criteria, judges, conflict-free assignment, progress and
// normalised results; the judge's queue and score form over the deliverables frozen at the
// submission deadline; the published results (docs/judging.md describes each answer).
import { z } from 'zod';
import { displayBlock } from './display-text.ts';
import { DeliverableSchema } from './hackathons.ts';

/** A criterion is scored 1–5 or 1–10. */
export const criterionScales = [5, 10] as const;
export type CriterionScale = (typeof criterionScales)[number];

export const judgingLimits = {
  criteria: 10,
  criterionName: 60,
  criterionDescription: 500,
  weight: { min: 1, max: 100 },
  /** characters of a judge's comment on a project */
  comment: 2000,
  judgesPerProject: { min: 1, max: 10, default: 3 },
} as const;

/**
 * NOT_STARTED: before the submission deadline (or no deadline set); OPEN: from the deadline until
 * the host publishes; CLOSED: results published.
 */
export const judgingStatuses = ['NOT_STARTED', 'OPEN', 'CLOSED'] as const;
export type JudgingStatus = (typeof judgingStatuses)[number];

/** A judge's score on one project: none yet, a draft that saves itself, or final. */
export const scoreStatuses = ['NONE', 'DRAFT', 'SUBMITTED'] as const;
export type ScoreStatus = (typeof scoreStatuses)[number];

/** GUEST: an approved guest with participation type JUDGE; HOST: a host-team member the host added. */
export const judgeSources = ['GUEST', 'HOST'] as const;
export type JudgeSource = (typeof judgeSources)[number];

/** OWN_TEAM: the judge is on the project's team (never assigned); DECLARED: the judge said so. */
export const conflictReasons = ['OWN_TEAM', 'DECLARED'] as const;

const localized = (max: number) => {
  const text = z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.tooLong' });
  return z.object({ en: text, ko: text });
};

/** A name needs one language; the other may be blank, and readers then see the one given. */
const inOneLanguageAtLeast = (max: number) =>
  localized(max).refine((text) => text.en !== '' || text.ko !== '', { error: 'validation.oneLanguageRequired', path: ['en'] });

export const LocalizedTextSchema = z.object({ en: z.string(), ko: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** The text in the reader's language, or the other one when that is blank. */
export function textIn(text: LocalizedText, locale: 'en' | 'ko'): string {
  return text[locale] || text[locale === 'ko' ? 'en' : 'ko'];
}

const TrackRefSchema = z.object({ id: z.string(), name: z.string() });
const PersonRefSchema = z.object({ userId: z.string(), handle: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type JudgingPersonRef = z.infer<typeof PersonRefSchema>;
const ProjectRefSchema = z.object({ id: z.string(), title: z.string(), teamName: z.string(), track: TrackRefSchema });
export type JudgingProjectRef = z.infer<typeof ProjectRefSchema>;

// ─── Host: criteria ───────────────────────────────────────────────────────────────────────────

/** One criterion in PUT …/judging/criteria. `id` keeps an existing criterion; without it a new one is made. */
export const CriterionInputSchema = z.object({
  id: z.string().max(64).optional(),
  name: inOneLanguageAtLeast(judgingLimits.criterionName),
  description: localized(judgingLimits.criterionDescription).default({ en: '', ko: '' }),
  weight: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(judgingLimits.weight.min, { error: 'validation.invalid' })
    .max(judgingLimits.weight.max, { error: 'validation.invalid' }),
  scale: z.union([z.literal(5), z.literal(10)], { error: 'validation.invalid' }),
});
export type CriterionInput = z.input<typeof CriterionInputSchema>;

/** PUT /v1/event-managements/{id}/hackathons/judging/criteria: the whole list, in order. Refused with G20100 once any score is submitted. */
export const PutCriteriaSchema = z.object({
  criteria: z
    .array(CriterionInputSchema, { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(judgingLimits.criteria, { error: 'validation.tooMany' })
    .refine(
      (criteria) => {
        const ids = criteria.flatMap((criterion) => (criterion.id ? [criterion.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: 'validation.invalid' },
    ),
});
export type PutCriteria = z.input<typeof PutCriteriaSchema>;

export const CriterionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  weight: z.number().int(),
  scale: z.union([z.literal(5), z.literal(10)]),
});
export type Criterion = z.infer<typeof CriterionSchema>;

/** GET …/judging/criteria and the answer of its PUT. */
export const CriteriaSchema = z.object({
  criteria: z.array(CriterionSchema),
  /** true once any score is submitted: the list can no longer change (G20100) */
  locked: z.boolean(),
});
export type Criteria = z.infer<typeof CriteriaSchema>;

// ─── Host: overview, judges, conflicts, assignment ────────────────────────────────────────────

export const JudgingWindowSchema = z.object({
  status: z.enum(judgingStatuses),
  /** the submission deadline; null when none is set (judging never opens) */
  opensAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type JudgingWindow = z.infer<typeof JudgingWindowSchema>;

/** PUT …/judging/assignment-settings */
export const AssignmentSettingsSchema = z.object({
  judgesPerProject: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(judgingLimits.judgesPerProject.min, { error: 'validation.invalid' })
    .max(judgingLimits.judgesPerProject.max, { error: 'validation.invalid' }),
  /** true: each track's projects are shared among the judges alone (docs/judging.md) */
  perTrack: z.boolean({ error: 'validation.required' }),
});
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;

/** GET /v1/event-managements/{id}/hackathons/judging: what the host's judging page needs first. */
export const JudgingOverviewSchema = z.object({
  eventId: z.string(),
  window: JudgingWindowSchema,
  settings: AssignmentSettingsSchema,
  criteriaCount: z.number().int(),
  criteriaLocked: z.boolean(),
  judgeCount: z.number().int(),
  /** projects that take part: every project of the hackathon */
  projectCount: z.number().int(),
  assignmentCount: z.number().int(),
  submittedCount: z.number().int(),
  lastAssignedAt: z.string().nullable(),
  viewer: z.object({
    role: z.enum(['HOST', 'CO_HOST', 'STAFF']),
    /** HOST and CO_HOST: change settings, see scores and results, publish */
    canManage: z.boolean(),
  }),
});
export type JudgingOverview = z.infer<typeof JudgingOverviewSchema>;

export const JudgeSchema = PersonRefSchema.extend({
  source: z.enum(judgeSources),
  /** the project of the judge's own team, never assigned to them */
  ownProjectId: z.string().nullable(),
  assignedCount: z.number().int(),
  submittedCount: z.number().int(),
});
export type Judge = z.infer<typeof JudgeSchema>;

/** GET …/judging/judges */
export const JudgeListSchema = z.object({ items: z.array(JudgeSchema) });

/** POST …/judging/host-judges: a host-team member (HOST, CO_HOST or STAFF) who judges too. */
export const AddHostJudgeSchema = z.object({
  userId: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(64),
});

export const ConflictSchema = z.object({
  /** null for OWN_TEAM, which is derived from the team, not declared */
  id: z.string().nullable(),
  judge: PersonRefSchema,
  project: ProjectRefSchema,
  reason: z.enum(conflictReasons),
  createdAt: z.string().nullable(),
});
export type Conflict = z.infer<typeof ConflictSchema>;

/** GET …/judging/conflicts */
export const ConflictListSchema = z.object({ items: z.array(ConflictSchema) });

export const AssignedJudgeSchema = PersonRefSchema.extend({
  status: z.enum(scoreStatuses),
  /** the score's id, for reopening it (null while NONE) */
  scoreId: z.string().nullable(),
  submittedAt: z.string().nullable(),
});

export const ProjectAssignmentSchema = z.object({
  project: ProjectRefSchema,
  judges: z.array(AssignedJudgeSchema),
});
export type ProjectAssignment = z.infer<typeof ProjectAssignmentSchema>;

/** GET …/judging/assignments and the answer of POST …/assignments/run. */
export const AssignmentListSchema = z.object({
  settings: AssignmentSettingsSchema,
  lastAssignedAt: z.string().nullable(),
  items: z.array(ProjectAssignmentSchema),
  /** what the last run changed (present in the answer of a run) */
  run: z.object({ added: z.number().int(), removed: z.number().int(), kept: z.number().int() }).optional(),
});
export type AssignmentList = z.infer<typeof AssignmentListSchema>;

/** GET …/judging/progress */
export const JudgingProgressSchema = z.object({
  window: JudgingWindowSchema,
  judges: z.array(
    PersonRefSchema.extend({
      assigned: z.number().int(),
      drafts: z.number().int(),
      submitted: z.number().int(),
      /** has assignments not yet submitted while judging is open */
      isLate: z.boolean(),
    }),
  ),
  projects: z.array(z.object({ project: ProjectRefSchema, assigned: z.number().int(), submitted: z.number().int() })),
  totals: z.object({ assigned: z.number().int(), submitted: z.number().int() }),
});
export type JudgingProgress = z.infer<typeof JudgingProgressSchema>;

/** POST …/judging/scores/{scoreId}/reopen: a submitted score back to DRAFT. */
export const ReopenedScoreSchema = z.object({ id: z.string(), status: z.enum(scoreStatuses) });

// ─── Results ──────────────────────────────────────────────────────────────────────────────────

/**
 * One project's place. `score`: mean of its judges' z-scores (each judge normalised against their
 * own submitted scores); `rawMean`: mean of the judges' weighted means, on a 0–100 scale. Null when
 * no judge submitted. Ties: docs/judging.md (higher raw mean, then more judges, then earlier project).
 */
export const ResultRowSchema = z.object({
  rank: z.number().int(),
  project: ProjectRefSchema,
  score: z.number().nullable(),
  rawMean: z.number().nullable(),
  judgeCount: z.number().int(),
});
export type ResultRow = z.infer<typeof ResultRowSchema>;

/** A host sees each judge's part as well. */
export const HostResultRowSchema = ResultRowSchema.extend({
  judges: z.array(
    PersonRefSchema.extend({
      scoreId: z.string(),
      rawWeighted: z.number(),
      zScore: z.number(),
      values: z.record(z.string(), z.number()),
      comment: z.string(),
    }),
  ),
});
export type HostResultRow = z.infer<typeof HostResultRowSchema>;

/** FIRST to THIRD: the overall podium; TRACK_WINNER: first in its track. Only a judged project wins. */
export const resultAwards = ['FIRST', 'SECOND', 'THIRD', 'TRACK_WINNER'] as const;
export type ResultAward = (typeof resultAwards)[number];

/**
 * One project's place as a visitor reads it (decision 043): no z-score and no raw mean. `points`
 * is the normalised result on 0–100 (50: as good as the judges' average project; a whole number
 * that never contradicts the order), null when no judge submitted.
 */
export const PublicResultRowSchema = z.object({
  rank: z.number().int(),
  project: ProjectRefSchema,
  points: z.number().int().nullable(),
  judgeCount: z.number().int(),
  award: z.enum(resultAwards).nullable(),
});
export type PublicResultRow = z.infer<typeof PublicResultRowSchema>;

/** GET /v1/events/{id}/hackathon/results: only once published (before: 404 G04032). */
export const PublicResultsSchema = z.object({
  eventId: z.string(),
  publishedAt: z.string(),
  overall: z.array(PublicResultRowSchema),
  tracks: z.array(z.object({ track: TrackRefSchema, rows: z.array(PublicResultRowSchema) })),
});
export type PublicResults = z.infer<typeof PublicResultsSchema>;

/** GET …/judging/results (HOST, CO_HOST; before and after publishing). */
export const HostResultsSchema = z.object({
  eventId: z.string(),
  window: JudgingWindowSchema,
  criteria: z.array(CriterionSchema),
  overall: z.array(HostResultRowSchema),
  tracks: z.array(z.object({ track: TrackRefSchema, rows: z.array(HostResultRowSchema) })),
});
export type HostResults = z.infer<typeof HostResultsSchema>;

// ─── Judge ────────────────────────────────────────────────────────────────────────────────────

export const QueueItemSchema = z.object({
  project: ProjectRefSchema.extend({ thumbnailUrl: z.string().nullable(), summary: z.string() }),
  status: z.enum(scoreStatuses),
  updatedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** GET /v1/events/{id}/hackathon/judging/queue: 403 G01019 for someone who is not a judge. */
export const JudgeQueueSchema = z.object({
  eventId: z.string(),
  window: JudgingWindowSchema,
  criteria: z.array(CriterionSchema),
  items: z.array(QueueItemSchema),
});
export type JudgeQueue = z.infer<typeof JudgeQueueSchema>;

/** Criterion id → a whole number from 1 to the criterion's scale. */
export const ScoreValuesSchema = z.record(
  z.string().max(64),
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(10, { error: 'validation.invalid' }),
);

const commentField = displayBlock({ error: 'validation.invalid' }).max(judgingLimits.comment, { error: 'validation.tooLong' });

/** PUT …/judging/projects/{projectId}/draft: saved as the judge types; any criteria may be missing. */
export const ScoreDraftSchema = z.object({ values: ScoreValuesSchema.default({}), comment: commentField.default('') });
export type ScoreDraft = z.input<typeof ScoreDraftSchema>;

/**
 * POST …/judging/projects/{projectId}/submit: no body submits the saved draft; a body's parts are
 * saved first. Then every criterion must have a value (G20103).
 */
export const SubmitScoreSchema = z.object({ values: ScoreValuesSchema.optional(), comment: commentField.optional() }).nullish();
export type SubmitScore = z.input<typeof SubmitScoreSchema>;

export const MyScoreSchema = z.object({
  id: z.string(),
  status: z.enum(['DRAFT', 'SUBMITTED']),
  values: z.record(z.string(), z.number()),
  comment: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type MyScore = z.infer<typeof MyScoreSchema>;

/** GET …/judging/projects/{projectId}: the project as frozen at the deadline, and my own score. */
export const JudgeProjectSchema = z.object({
  eventId: z.string(),
  window: JudgingWindowSchema,
  project: ProjectRefSchema.extend({
    summary: z.string(),
    /** sanitised HTML */
    description: z.string(),
    thumbnailUrl: z.string().nullable(),
    links: z.object({
      sourceCode: z.string().nullable(),
      demoVideo: z.string().nullable(),
      presentation: z.string().nullable(),
      other: z.string().nullable(),
    }),
  }),
  /** exactly what was handed in at the deadline */
  deliverables: z.array(DeliverableSchema),
  criteria: z.array(CriterionSchema),
  score: MyScoreSchema.nullable(),
});
export type JudgeProject = z.infer<typeof JudgeProjectSchema>;

/** POST …/judging/conflicts (judge): only before scoring the project (G20106). */
export const DeclareConflictSchema = z.object({
  projectId: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(64),
});
