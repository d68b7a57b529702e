import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  AddHostJudgeSchema,
  AssignmentListSchema,
  AssignmentSettingsSchema,
  ConflictListSchema,
  CriteriaSchema,
  DeclareConflictSchema,
  HostResultsSchema,
  JudgeListSchema,
  JudgeProjectSchema,
  JudgeQueueSchema,
  JudgingOverviewSchema,
  JudgingProgressSchema,
  MyScoreSchema,
  PublicResultsSchema,
  PutCriteriaSchema,
  ReopenedScoreSchema,
  ScoreDraftSchema,
  SubmitScoreSchema,
} from '../../judging.ts';

// Hackathon judging (docs/judging.md): the host's side under /v1/event-managements/{id}/hackathons/judging
// (criteria, judges, assignment, progress, results), the judge's under /v1/events/{id}/hackathon/judging
// (queue, projects, score form) and the published results.

// ─── Host ─────────────────────────────────────────────────────────────────────────────────────

const tags = ['hackathon judging (host)'];
const params = z.object({ id: z.string().max(64) });
const access =
  'Outside the host team, or not a hackathon: 404 G04002; a team role without the right: 403 G01019 (docs/judging.md).';
const read = `HOST, CO_HOST, STAFF. ${access}`;
const manage = `HOST, CO_HOST; STAFF 403 G01019. ${access}`;
const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });
// Every role of the host team reads; only HOST and CO_HOST manage.
const readErrors = ['G04002'] as const;
const manageErrors = ['G04002', 'G01019'] as const;

/** The judging window, settings and counts: the header of the host's judging page. */
export const getJudgingOverview = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging',
  params,
  responses: data(JudgingOverviewSchema),
  errors: readErrors,
  tags,
  description: `The judging window, settings and counts. ${read}`,
});

/** The weighted criteria, in order, and whether a submitted score has locked them. */
export const getJudgingCriteria = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/criteria',
  params,
  responses: data(CriteriaSchema),
  errors: readErrors,
  tags,
  description: `The weighted criteria, in order; locked once a score is submitted. ${read}`,
});

/** Replaces the whole list of criteria. */
export const replaceJudgingCriteria = endpoint({
  method: 'PUT',
  path: '/v1/event-managements/:id/hackathons/judging/criteria',
  params,
  body: PutCriteriaSchema,
  responses: data(CriteriaSchema),
  errors: [...manageErrors, 'G20100'],
  tags,
  description: `Replaces the whole list (1–10; an \`id\` keeps that criterion). Once any score is submitted: 400 G20100. ${manage}`,
});

/** The judges: approved JUDGE guests, then the host judges, with their loads. */
export const listHackathonJudges = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/judges',
  params,
  responses: data(JudgeListSchema),
  errors: readErrors,
  tags,
  description: `Approved JUDGE guests, then the host judges, with their loads. ${read}`,
});

/** Adds a host-team member as a judge. Answers every judge. */
export const addHackathonHostJudge = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hackathons/judging/host-judges',
  params,
  body: AddHostJudgeSchema,
  responses: { 201: z.object({ data: JudgeListSchema }) },
  errors: [...manageErrors, 'G20107', 'G09032'],
  tags,
  description: `Adds a host-team member as a judge. Not on the host team: 400 G20107; already one: 409 G09032. ${manage}`,
});

/** Removes a host judge. Answers every judge. */
export const removeHackathonHostJudge = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/hackathons/judging/host-judges/:userId',
  params: params.extend({ userId: z.string().max(64) }),
  responses: data(JudgeListSchema),
  errors: [...manageErrors, 'G04031'],
  tags,
  description: `Removes a host judge (their submitted scores stay; the next run drops their other assignments). Not one: 404 G04031. ${manage}`,
});

/** The current judges' conflicts of interest: their own team's project and those they declared. */
export const listJudgingConflicts = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/conflicts',
  params,
  responses: data(ConflictListSchema),
  errors: readErrors,
  tags,
  description: `Own-team and declared conflicts of the current judges. ${read}`,
});

/** Judges per project and whether judges are pooled per track. */
export const setJudgingAssignmentSettings = endpoint({
  method: 'PUT',
  path: '/v1/event-managements/:id/hackathons/judging/assignment-settings',
  params,
  body: AssignmentSettingsSchema,
  responses: data(AssignmentSettingsSchema),
  errors: manageErrors,
  tags,
  description: `Judges per project (1–10) and whether judges are pooled per track. ${manage}`,
});

/** Each project's judges with the state of their score. */
export const listJudgingAssignments = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/assignments',
  params,
  responses: data(AssignmentListSchema),
  errors: readErrors,
  tags,
  description: `Each project's judges with their score's state (never its values). ${read}`,
});

/** Runs the assignment of judges to projects. Answers the new assignment. */
export const runJudgingAssignments = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hackathons/judging/assignments/run',
  params,
  responses: data(AssignmentListSchema),
  errors: [...manageErrors, 'G20108', 'G20102'],
  tags,
  description:
    `Runs the assignment: keeps pairs with a submitted score (and drafts of current judges), redistributes the rest among the current judges. ` +
    `No criteria: 400 G20108; published: 400 G20102. ${manage}`,
});

/** Scores submitted per judge and per project, and who is late. */
export const getJudgingProgress = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/progress',
  params,
  responses: data(JudgingProgressSchema),
  errors: readErrors,
  tags,
  description: `Submitted per judge and per project, and who is late. ${read}`,
});

/** The ranking with every judge's part, before and after publishing. */
export const getJudgingResults = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/results',
  params,
  responses: data(HostResultsSchema),
  errors: manageErrors,
  tags,
  description: `The ranking with every judge's part, before and after publishing. ${manage}`,
});

/** Every submitted score as CSV, raw and normalised: a download the browser opens itself. */
export const exportJudgingResultsCsv = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/judging/results.csv',
  params,
  // The CSV itself: the handler sends it as text, never through the JSON serializer.
  responses: { 200: z.string() },
  errors: manageErrors,
  tags,
  description: `\`text/csv\` (UTF-8 with a BOM, CRLF): one line per submitted score, raw and normalised; labels follow Accept-Language; formula cells neutralised. ${manage}`,
  produces: ['text/csv'],
});

/** Closes judging, publishes the results and emails every team member. Answers the results. */
export const publishJudgingResults = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hackathons/judging/results/publish',
  params,
  responses: data(HostResultsSchema),
  errors: [...manageErrors, 'G20101', 'G09033'],
  tags,
  description: `Closes judging, publishes the results and emails every team member. Before judging opens: 400 G20101; again: 409 G09033. ${manage}`,
});

/** A submitted score back to draft, while judging is open. */
export const reopenJudgingScore = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hackathons/judging/scores/:scoreId/reopen',
  params: params.extend({ scoreId: z.string().max(64) }),
  responses: data(ReopenedScoreSchema),
  errors: [...manageErrors, 'G04030', 'G20109', 'G20101', 'G20102'],
  tags,
  description: `A submitted score back to draft, while judging is open. Unknown or another event's: 404 G04030; not submitted: 400 G20109. ${manage}`,
});

// ─── Judge ────────────────────────────────────────────────────────────────────────────────────

const judgeTags = ['hackathon judging (judge)'];
const projectParams = params.extend({ projectId: z.string().max(64) });
const judgeAccess =
  'Judges only: approved JUDGE guests and host judges. Others at the hackathon 403 G01019; anyone else 404 G04002. ' +
  "A project not assigned to the judge (another event's, their own team's): 404 G04010.";
const judgingWindow = 'Only while judging is open: before the submission deadline 400 G20101, after publishing 400 G20102.';
const judgeErrors = ['G04002', 'G01019'] as const;
const scoringErrors = [...judgeErrors, 'G04010', 'G20101', 'G20102', 'G09030', 'G20104', 'G20105'] as const;

/** The judge's assigned projects with the state of their score, and the criteria. */
export const getJudgeQueue = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/judging/queue',
  params,
  responses: data(JudgeQueueSchema),
  errors: judgeErrors,
  tags: judgeTags,
  description: `My assigned projects with my score's state, and the criteria. ${judgeAccess}`,
});

/** An assigned project with its deliverables as frozen at the deadline, and the judge's own score. */
export const getJudgingProject = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/judging/projects/:projectId',
  params: projectParams,
  responses: data(JudgeProjectSchema),
  errors: [...judgeErrors, 'G04010'],
  tags: judgeTags,
  description: `The project with its deliverables as frozen at the deadline, and my own score. ${judgeAccess}`,
});

/** Saves the judge's draft score (autosave). */
export const saveJudgingDraft = endpoint({
  method: 'PUT',
  path: '/v1/events/:id/hackathon/judging/projects/:projectId/draft',
  params: projectParams,
  body: ScoreDraftSchema,
  responses: data(MyScoreSchema),
  errors: scoringErrors,
  tags: judgeTags,
  description: `Saves my draft (autosave; values may be partial). Unknown criterion 400 G20105; outside its scale 400 G20104; already submitted 409 G09030. ${judgingWindow} ${judgeAccess}`,
});

/** Makes the judge's score final, saving the body first if one is sent. */
export const submitJudgingScore = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/judging/projects/:projectId/submit',
  params: projectParams,
  body: SubmitScoreSchema,
  responses: data(MyScoreSchema),
  errors: [...scoringErrors, 'G20103'],
  tags: judgeTags,
  description: `Makes my score final (the body, if any, is saved first). A criterion without a value 400 G20103; already submitted 409 G09030. ${judgingWindow} ${judgeAccess}`,
});

/** Declares a conflict of interest with a project: the judge's assignment and draft go. */
export const declareJudgingConflict = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/judging/conflicts',
  params,
  body: DeclareConflictSchema,
  responses: { 201: z.object({ data: z.object({ projectId: z.string() }) }) },
  errors: [...judgeErrors, 'G04010', 'G20102', 'G20106', 'G09031'],
  tags: judgeTags,
  description: `Declares a conflict of interest with a project of the event (drops my assignment and draft). After submitting it 400 G20106; twice 409 G09031; unknown project 404 G04010. ${judgeAccess}`,
});

// ─── Everyone who can see the event ───────────────────────────────────────────────────────────

/** The published ranking, overall and per track, for anyone who can see the event. */
export const getPublishedHackathonResults = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/results',
  params,
  responses: data(PublicResultsSchema),
  errors: ['G04002', 'G04032'],
  tags: ['hackathon judging (public)'],
  description:
    'The published ranking, overall and per track (no judge, no score of one judge). Anyone who can see the event, signed in or not; ' +
    'before publishing 404 G04032; an event they cannot see, or not a hackathon, 404 G04002.',
});
