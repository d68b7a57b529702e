// The zod-derived shapes of the member calls, as the site reads them.
import type { z } from 'zod';
import type {
  CommunityEventPageSchema,
  MemberPageSchema,
  MemberRecommendationPageSchema,
} from '../../../../contract/community-people.ts';

export type MemberPage = z.infer<typeof MemberPageSchema>;
export type MemberRecommendationPage = z.infer<typeof MemberRecommendationPageSchema>;
export type CommunityEventPage = z.infer<typeof CommunityEventPageSchema>;
