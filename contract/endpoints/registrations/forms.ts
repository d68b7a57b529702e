import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  CreateQuestionSchema,
  ManagedFormSchema,
  MoveQuestionSchema,
  QuestionSchema,
  UpdateQuestionSchema,
} from '../../registrations.ts';

// /v1/event-managements/{id}/regist-forms and …/regist-questions: the RSVP form builder.
const tags = ['registration form'];
const params = z.object({ id: z.string().max(64) });
const questionParams = params.extend({ qid: z.string().max(64) });
const form = { 200: z.object({ data: ManagedFormSchema }) };
const question = { 200: z.object({ data: QuestionSchema }) };
const access = 'Sign-in required (401). Outside the host team: 404 G04002; STAFF: 403 G01019.';
const edit = `HOST, CO_HOST. ${access}`;
const editErrors = ['G04002', 'G01019'] as const;

/** The registration form being built: every question in order, and the deleted ones. */
export const getManagedRegistrationForm = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/regist-forms',
  params,
  responses: form,
  errors: ['G04002'],
  tags,
  description: `The form with every question in order, and the deleted ones. HOST, CO_HOST, STAFF. ${access}`,
});

/** Adds a question at the end of the form, or right after another. */
export const addRegistrationQuestion = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/regist-questions',
  params,
  body: CreateQuestionSchema,
  responses: { 201: z.object({ data: QuestionSchema }) },
  errors: [...editErrors, 'G04008', 'G20041', 'G20042', 'G20045'],
  tags,
  description:
    'Adds a question at the end, or right after `afterId`. Choices need at least one option (G20041); terms need a title and ' +
    `their content or URL (G20042); a profile kind already on the form is 409 G20045. ${edit}`,
});

/** Changes a question; answers already given keep their own copy of it. */
export const changeRegistrationQuestion = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/regist-questions/:qid',
  params: questionParams,
  body: UpdateQuestionSchema,
  responses: question,
  errors: [...editErrors, 'G04008', 'G20040', 'G20041', 'G20042'],
  tags,
  description:
    'Changes any field but the kind (G20040). Choices sent with their `id` keep it; answers already given keep their own copy of ' +
    `the question, so they read the same afterwards. Deleted or unknown: 404 G04008. ${edit}`,
});

/** Deletes a question, restorably; its answers are kept. */
export const deleteRegistrationQuestion = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/regist-questions/:qid',
  params: questionParams,
  responses: question,
  errors: [...editErrors, 'G04008'],
  tags,
  description: `Deletes the question (restorable; answers are kept). ${edit}`,
});

/** Moves a question between two neighbours. Answers the form. */
export const moveRegistrationQuestion = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/regist-questions/:qid/move',
  params: questionParams,
  body: MoveQuestionSchema,
  responses: form,
  errors: [...editErrors, 'G04008', 'G20043'],
  tags,
  description:
    '`beforeId`: the question that will come right before it (null: it goes first); `afterId`: the one right after (null: last). ' +
    `Neighbours that are not live questions of the form, or out of order (the form changed meanwhile): G20043. Answers the form. ${edit}`,
});

/** Brings a deleted question back where it was. */
export const restoreRegistrationQuestion = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/regist-questions/:qid/restore',
  params: questionParams,
  responses: question,
  errors: [...editErrors, 'G04008', 'G20044', 'G20045'],
  tags,
  description: `Brings a deleted question back where it was. Not deleted: G20044; its profile kind is on the form again: 409 G20045. ${edit}`,
});

/** Publishes the form: registration opens. */
export const publishRegistrationForm = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/regist-forms/publish',
  params,
  responses: form,
  errors: [...editErrors, 'G20046'],
  tags,
  description: `Opens registration. Needs at least one asked question (G20046). ${edit}`,
});

/** Unpublishes the form: registration closes. */
export const unpublishRegistrationForm = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/regist-forms/unpublish',
  params,
  responses: form,
  errors: editErrors,
  tags,
  description: `Closes registration (registering answers G20002). ${edit}`,
});
