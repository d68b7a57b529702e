// The names of the two category lists in both languages: GET /v1/events/categories answers
// these, and the browser may read them directly.
import type { EventField, EventType } from './events.ts';

type Labels = { en: string; ko: string };

export const eventTypeLabels: Record<EventType, Labels> = {
  MEETUP: { en: 'Meetup', ko: '밋업' },
  SEMINAR_SPEECH_LECTURE: { en: 'Seminar / talk / lecture', ko: '세미나·강연·강의' },
  WORKSHOP: { en: 'Workshop', ko: '워크숍' },
  EXPO_FAIR: { en: 'Expo / fair', ko: '박람회·페어' },
  COMPETITION_CONTEST_HACKATHON: { en: 'Competition / contest / hackathon', ko: '대회·공모전·해커톤' },
  BOOK_LAUNCH_SIGNING: { en: 'Book launch / signing', ko: '출간 기념회·사인회' },
  MENTORING_EXTRACURRICULAR_ACTIVITIES: { en: 'Mentoring / extracurricular', ko: '멘토링·대외활동' },
  DEMO_DAY: { en: 'Demo day', ko: '데모데이' },
  MEETING_CONFERENCE: { en: 'Meeting / conference', ko: '회의·컨퍼런스' },
  EXHIBITION_PERFORMANCE_FESTIVAL: { en: 'Exhibition / performance / festival', ko: '전시·공연·축제' },
  OTHERS: { en: 'Others', ko: '기타' },
};

export const eventFieldLabels: Record<EventField, Labels> = {
  STARTUPS_ENTREPRENEURSHIP: { en: 'Startups / entrepreneurship', ko: '스타트업·창업' },
  IT_PROGRAMMING: { en: 'IT / programming', ko: 'IT·프로그래밍' },
  BUSINESS_MANAGEMENT: { en: 'Business / management', ko: '비즈니스·경영' },
  ECONOMICS_FINANCE: { en: 'Economics / finance', ko: '경제·금융' },
  MARKETING_ADVERTISING: { en: 'Marketing / advertising', ko: '마케팅·광고' },
  EDUCATION_TRAINING: { en: 'Education / training', ko: '교육·연수' },
  LIFESTYLE_WELL_BEING: { en: 'Lifestyle / well-being', ko: '라이프스타일·웰빙' },
  MUSIC_ARTS_CULTURE: { en: 'Music / arts / culture', ko: '음악·예술·문화' },
  SCIENCE_TECHNOLOGY: { en: 'Science / technology', ko: '과학·기술' },
  HEALTH_MEDICINE: { en: 'Health / medicine', ko: '건강·의학' },
  SPORTS_GAMING: { en: 'Sports / gaming', ko: '스포츠·게임' },
  FOOD_BEVERAGE: { en: 'Food / beverage', ko: '식음료' },
  TRAVEL_TOURISM: { en: 'Travel / tourism', ko: '여행·관광' },
  FOREIGN_LANGUAGES: { en: 'Foreign languages', ko: '외국어' },
  ENVIRONMENT_SUSTAINABILITY: { en: 'Environment / sustainability', ko: '환경·지속가능성' },
  OTHERS: { en: 'Others', ko: '기타' },
};
