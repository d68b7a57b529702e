// A person's request for PRO access: what they tell the operators, and what the page shows back.
import { z } from 'zod';
import { limits, NameSchema } from './users.ts';

export const PRO_ACCESS_PLANS_MAX = 1000;

export const ProAccessRequestInputSchema = z.object({
  name: NameSchema,
  organization: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.organization, { error: 'validation.organizationMaxLength' }),
  /** what they plan to run: the kind of events, how often, for whom */
  plans: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(PRO_ACCESS_PLANS_MAX, { error: 'validation.proAccessPlansMaxLength' }),
});
export type ProAccessRequestInput = z.input<typeof ProAccessRequestInputSchema>;

export const ProAccessRequestSchema = z.object({
  status: z.enum(['PENDING', 'GRANTED']),
  name: z.string(),
  organization: z.string(),
  plans: z.string(),
  createdAt: z.iso.datetime(),
  grantedAt: z.iso.datetime().nullable(),
});
export type ProAccessRequest = z.infer<typeof ProAccessRequestSchema>;
