import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { UploadedFileSchema } from '../../registration-views.ts';
import { FILE_UPLOADS_PER_MINUTE } from './shared.ts';

const tags = ['registration'];
const eventQuery = z.object({ eventId: z.string().max(64).optional() });

/** Uploads the file of a FILE answer, before the form is sent. */
export const uploadRegistrationAnswerFile = endpoint({
  method: 'POST',
  path: '/v1/events/regist-question-file',
  query: eventQuery,
  responses: { 200: z.object({ data: UploadedFileSchema }) },
  errors: ['G01020'],
  tags,
  description:
    'multipart/form-data with one `file` for a FILE question: jpg, jpeg, png, pdf or zip, the name and the content agreeing ' +
    '(G00106 otherwise), up to 30 MB (G00107). A signed-in member, or a non-member with `X-Guest-Token` and `?eventId=`. ' +
    `Answer with \`{ fileId }\`. ${FILE_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
  consumes: ['multipart/form-data'],
});

/** An answer's file, to its uploader and to the host team of the answer's event. */
export const downloadRegistrationAnswerFile = endpoint({
  method: 'GET',
  path: '/v1/events/regist-question-file/:fileId',
  params: z.object({ fileId: z.string().max(64) }),
  query: eventQuery,
  responses: {},
  errors: ['G01020', 'G04015'],
  tags,
  description:
    "An answer's file, to the person who uploaded it (non-members: `X-Guest-Token` and `?eventId=`) and to the host team of " +
    'the event the answer belongs to. Anyone else: 404 G04015.',
});
