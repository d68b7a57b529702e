import { inArray } from 'drizzle-orm';
import type { Locale } from '../../contract/locale.ts';
import type { AccessLevel, UpdateProfile } from '../../contract/users.ts';
import { users } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { writeProfileChanges, insertUserWithProfile, storeProAccessRequest } from '../identity/index.ts';

type DemoUser = {
  email: string;
  name: string;
  bio: string;
  locale: Locale;
  accessLevel: AccessLevel;
  profile?: Partial<UpdateProfile>;
};

const seoul = (shortAddress: string) => ({
  type: 'MANUAL' as const,
  country: 'South Korea',
  region: 'Seoul',
  city: 'Seoul',
  shortAddress,
  fullAddress: `Seoul, ${shortAddress}`,
});

/** Sign in as any of them with an emailed code (the dev mailbox at /dev/mail shows it). */
export const demoUsers = [
  {
    email: 'haneul.kim@moim.example',
    name: '김하늘',
    bio: '서울에서 개발자 밋업과 해커톤을 엽니다.',
    locale: 'ko',
    accessLevel: 'PRO',
    profile: {
      organization: '모임',
      jobTitle: '커뮤니티 매니저',
      industry: 'IT',
      skills: ['TYPESCRIPT', 'NODEJS'],
      tags: ['커뮤니티', 'meetups'],
      yearsOfExperience: 'SEVEN_TO_NINE',
      phoneNumber: '+821012345678',
      location: seoul('Gangnam'),
    },
  },
  {
    email: 'alex.morgan@moim.example',
    name: 'Alex Morgan',
    bio: 'Frontend engineer who likes small meetups and good coffee.',
    locale: 'en',
    accessLevel: 'DEFAULT',
    profile: {
      organization: 'Moim Labs',
      jobTitle: 'Frontend engineer',
      industry: 'IT',
      skills: ['REACT', 'TYPESCRIPT', 'NEXTJS'],
      tags: ['design_systems', 'LLM'],
      yearsOfExperience: 'FOUR_TO_SIX',
      location: seoul('Seongsu'),
      socials: [{ type: 'GITHUB', url: 'https://github.com/alex-morgan' }],
    },
  },
  {
    email: 'seojun.lee@moim.example',
    name: '이서준',
    bio: '디자이너이자 해커톤 단골 참가자입니다.',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    profile: {
      organization: '스튜디오 누리',
      jobTitle: '프로덕트 디자이너',
      industry: 'Design',
      skills: ['FIGMA', 'REACT'],
      tags: ['디자인시스템', 'UX'],
      yearsOfExperience: 'ONE_TO_THREE',
      location: seoul('Mapo'),
    },
  },
] as const satisfies readonly DemoUser[];

/** The people of the demo meetup's lounge: varied enough that For You has something to say. */
export const demoLoungeGuests = [
  {
    email: 'minji.park@guest.example',
    name: '박민지',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: 'LLM 서비스의 백엔드를 만듭니다. 커피챗 환영해요.',
    profile: {
      organization: '리프AI',
      jobTitle: '백엔드 엔지니어',
      industry: 'IT',
      skills: ['PYTHON', 'GO', 'KUBERNETES'],
      tags: ['LLM', 'MLOps'],
      yearsOfExperience: 'FOUR_TO_SIX',
      location: seoul('Pangyo'),
    },
  },
  {
    email: 'daniel.cho@guest.example',
    name: 'Daniel Cho',
    locale: 'en',
    accessLevel: 'DEFAULT',
    bio: 'Seed investor in developer tools and AI infrastructure.',
    profile: {
      organization: 'Han River Ventures',
      jobTitle: 'Partner',
      industry: 'Venture capital',
      tags: ['LLM', 'devtools', 'startups'],
      yearsOfExperience: 'MORE_THAN_TEN',
      socials: [{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/daniel-cho' }],
    },
  },
  {
    email: 'yuna.choi@guest.example',
    name: '최유나',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: '초기 스타트업 창업자. 프론트엔드 공동창업자를 찾고 있어요.',
    profile: {
      organization: '오늘의스터디',
      jobTitle: 'CEO',
      industry: 'Education',
      skills: ['FIGMA'],
      tags: ['startups', 'edtech'],
      yearsOfExperience: 'FOUR_TO_SIX',
      location: seoul('Gangnam'),
    },
  },
  {
    email: 'ethan.wright@guest.example',
    name: 'Ethan Wright',
    locale: 'en',
    accessLevel: 'DEFAULT',
    bio: 'Mobile developer, Flutter and Kotlin. New in Seoul.',
    profile: {
      organization: 'Freelance',
      jobTitle: 'Mobile developer',
      industry: 'IT',
      skills: ['FLUTTER', 'KOTLIN', 'FIREBASE'],
      tags: ['mobile'],
      yearsOfExperience: 'ONE_TO_THREE',
      location: seoul('Itaewon'),
    },
  },
  {
    email: 'sora.jung@guest.example',
    name: '정소라',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: '데이터 사이언티스트. 추천 시스템과 검색을 다룹니다.',
    profile: {
      organization: '커머스랩',
      jobTitle: '데이터 사이언티스트',
      industry: 'E-commerce',
      skills: ['PYTHON', 'AWS'],
      tags: ['LLM', 'search'],
      yearsOfExperience: 'SEVEN_TO_NINE',
    },
  },
  {
    email: 'hyunwoo.kang@guest.example',
    name: '강현우',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: 'React와 TypeScript로 디자인 시스템을 만듭니다.',
    profile: {
      organization: '토스트페이',
      jobTitle: '프론트엔드 개발자',
      industry: 'Fintech',
      skills: ['REACT', 'TYPESCRIPT', 'JEST'],
      tags: ['design_systems', 'a11y'],
      yearsOfExperience: 'FOUR_TO_SIX',
      location: seoul('Yeouido'),
    },
  },
  {
    email: 'priya.nair@guest.example',
    name: 'Priya Nair',
    locale: 'en',
    accessLevel: 'DEFAULT',
    bio: 'Engineering manager hiring frontend and platform engineers.',
    profile: {
      organization: 'Northwind Korea',
      jobTitle: 'Engineering manager',
      industry: 'IT',
      skills: ['TYPESCRIPT', 'AWS', 'DOCKER'],
      tags: ['hiring', 'devtools'],
      yearsOfExperience: 'MORE_THAN_TEN',
    },
  },
  {
    email: 'jaemin.oh@guest.example',
    name: '오재민',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: '컴퓨터공학과 4학년, 첫 직장을 찾는 중입니다.',
    profile: {
      organization: '한빛대학교',
      jobTitle: '학생',
      industry: 'Education',
      skills: ['JAVA', 'SPRING', 'MYSQL'],
      tags: ['backend'],
      yearsOfExperience: 'LESS_THAN_ONE',
    },
  },
  {
    email: 'mei.tanaka@guest.example',
    name: 'Mei Tanaka',
    locale: 'en',
    accessLevel: 'DEFAULT',
    bio: 'Product manager for AI assistants in customer support.',
    profile: {
      organization: 'Helpdesk Cloud',
      jobTitle: 'Product manager',
      industry: 'SaaS',
      tags: ['LLM', 'product'],
      yearsOfExperience: 'SEVEN_TO_NINE',
      location: seoul('Jongno'),
    },
  },
  {
    email: 'taeyang.yoon@guest.example',
    name: '윤태양',
    locale: 'ko',
    accessLevel: 'DEFAULT',
    bio: '인프라와 DevOps. 쿠버네티스 스터디를 운영해요.',
    profile: {
      organization: '클라우드웨이브',
      jobTitle: 'DevOps 엔지니어',
      industry: 'IT',
      skills: ['KUBERNETES', 'DOCKER', 'GO', 'GCP'],
      tags: ['MLOps', 'devtools'],
      yearsOfExperience: 'FOUR_TO_SIX',
    },
  },
] as const satisfies readonly DemoUser[];

/**
 * Approved into the demo community an hour ago and without a card yet: the community site leads
 * them to make it, its job title taken from their application (their profile has none).
 */
export const demoNewMember = {
  email: 'jiho.baek@guest.example',
  name: '백지호',
  locale: 'ko',
  accessLevel: 'DEFAULT',
  bio: '',
  profile: { organization: '스튜디오 온', skills: ['FIGMA'] },
} as const satisfies DemoUser;

export const demoUsersSeeder: DemoSeeder = {
  name: 'users',
  async seed(db, clock) {
    const everyone: readonly DemoUser[] = [...demoUsers, ...demoLoungeGuests, demoNewMember];
    const present = await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          everyone.map((user) => user.email),
        ),
      );
    if (present.length > 0) return false;
    await db.transaction(async (tx) => {
      for (const { profile, ...user } of everyone) {
        const created = await insertUserWithProfile(tx, clock, user);
        if (profile) await writeProfileChanges(tx, clock.now(), created.id, profile);
        // One request waiting for the operators: `npm run cli -- pro-access:list` shows it.
        if (created.email === 'alex.morgan@moim.example') {
          await storeProAccessRequest(tx, clock.now(), created.id, {
            name: created.name,
            organization: 'Moim Labs',
            plans: 'Monthly design-system meetups for about 60 frontend engineers in Seongsu.',
          });
        }
      }
    });
    return true;
  },
};
