// The demo community, alive after `npm start`: Seoul Builders at http://seoul-builders.localhost:3000,
// owned by the demo PRO host, with a join type and its profile form, members from the demo
// meetup's lounge (one of them a manager), a member approved an hour ago who has no card yet, and
// an applicant waiting for a decision.
import { eq, inArray } from 'drizzle-orm';
import type { AnswerInput } from '../../contract/registrations.ts';
import type { StoredAnswer } from '../../contract/communities.ts';
import { communities, communityMembers, users } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { sanitizeDescription } from '../events/index.ts';
import { checkSubmission } from '../registrations/index.ts';
import { demoLoungeGuests, demoNewMember, demoUsers } from './demo-users.ts';
import { addJoinType, replaceProfileForm } from '../communities/index.ts';

export const DEMO_COMMUNITY_HANDLE = 'seoul-builders';
const DAY = 86_400_000;

const description =
  '<p>A member-only community for people who <strong>build products in Seoul</strong>: founders, engineers, designers and investors.</p>' +
  '<p><strong>서울에서 제품을 만드는 사람들</strong>의 멤버 전용 커뮤니티입니다. 창업자, 개발자, 디자이너, 투자자가 함께합니다.</p>';

/** Who is in it: the approved members (the first is made manager), then one applicant still waiting. */
const members = [demoUsers[1].email, ...demoLoungeGuests.slice(0, 6).map((guest) => guest.email), demoNewMember.email];
const manager = demoUsers[1].email;
const pending = demoLoungeGuests[7].email;

const building: Record<string, string> = {
  [demoUsers[1].email]: 'Developer tools for small teams',
  [pending]: '첫 사이드 프로젝트: 스터디 매칭 앱',
  [demoNewMember.email]: '디자이너를 위한 포트폴리오 빌더',
};

export const demoCommunitiesSeeder: DemoSeeder = {
  name: 'communities',
  async seed(db, clock) {
    const [existing] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.handle, DEMO_COMMUNITY_HANDLE));
    if (existing) return false;
    const [owner] = await db.select().from(users).where(eq(users.email, demoUsers[0].email));
    if (!owner) return false;
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.email, [...members, pending]));
    const now = clock.now();
    const { communityId, joinType } = await db.transaction(async (tx) => {
      const [community] = await tx
        .insert(communities)
        .values({
          handle: DEMO_COMMUNITY_HANDLE,
          name: 'Seoul Builders · 서울 빌더스',
          description: sanitizeDescription(description),
          createdAt: new Date(now.getTime() - 30 * DAY),
          updatedAt: now,
        })
        .returning();
      await tx.insert(communityMembers).values({
        communityId: community.id,
        userId: owner.id,
        role: 'OWNER',
        status: 'APPROVED',
        appliedAt: community.createdAt,
        decidedAt: community.createdAt,
        updatedAt: now,
      });
      const type = await addJoinType(tx, now, community.id, {
        name: 'Builder · 빌더',
        description: 'Founders, engineers and designers building something now.',
      });
      await addJoinType(tx, now, community.id, { name: 'Investor · 투자자', description: 'Angels and VCs who back builders.' });
      return { communityId: community.id, joinType: type };
    });
    const form = await replaceProfileForm({ db, clock }, communityId, joinType.profileFormId, {
      title: 'About you · 자기소개',
      questions: [
        {
          kind: 'NAME',
          requirement: 'REQUIRED',
          title: '',
          description: '',
          choices: [],
          allowOther: false,
          content: null,
          url: null,
        },
        {
          kind: 'JOB_TITLE',
          requirement: 'OPTIONAL',
          title: '',
          description: '',
          choices: [],
          allowOther: false,
          content: null,
          url: null,
        },
        {
          kind: 'SHORT_TEXT',
          requirement: 'REQUIRED',
          title: 'What are you building? · 무엇을 만들고 있나요?',
          description: '',
          choices: [],
          allowOther: false,
          content: null,
          url: null,
        },
        {
          kind: 'SINGLE_CHOICE',
          requirement: 'OPTIONAL',
          title: 'How did you hear about us? · 어떻게 알게 되었나요?',
          description: '',
          choices: [{ label: 'A friend · 지인' }, { label: 'A Moim event · 모임 이벤트' }],
          allowOther: true,
          content: null,
          url: null,
        },
      ],
    });
    const [nameQ, jobQ, buildingQ, heardQ] = form.questions;
    await db.transaction(async (tx) => {
      for (const [index, person] of people.entries()) {
        const answers: AnswerInput[] = [
          { questionId: nameQ.id, value: person.name },
          { questionId: buildingQ.id, value: building[person.email] ?? 'A product for Seoul’s builders' },
          { questionId: heardQ.id, value: { choiceId: heardQ.choices[index % 2].id, other: null } },
        ];
        const isNew = person.email === demoNewMember.email;
        if (isNew) answers.push({ questionId: jobQ.id, value: 'Product designer · 프로덕트 디자이너' });
        const checked = checkSubmission(form.questions, answers) as StoredAnswer[];
        const isPending = person.email === pending;
        const appliedAt = new Date(now.getTime() - (isPending ? 0.2 : isNew ? 1 : 20 - index) * DAY);
        await tx.insert(communityMembers).values({
          communityId,
          userId: person.id,
          role: person.email === manager ? 'MANAGER' : 'MEMBER',
          status: isPending ? 'PENDING' : 'APPROVED',
          joinTypeId: joinType.id,
          answers: checked,
          appliedAt,
          decidedAt: isPending ? null : isNew ? new Date(now.getTime() - DAY / 24) : new Date(appliedAt.getTime() + DAY / 4),
          decidedBy: isPending ? null : owner.id,
          updatedAt: now,
        });
      }
    });
    return true;
  },
};
