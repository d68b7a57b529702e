import type { Policy } from '../../../contract/users.ts';

export const privacy: Policy = {
  kind: 'PRIVACY',
  version: '2026-06-01',
  title: { en: 'Privacy Policy', ko: '개인정보 처리방침' },
  body: {
    en: `What we collect: your email address, name, language and the profile details you choose to add (such as bio, organization, job title, skills, tags, location, social links, phone number, date of birth and photo). When you register for an event we keep your answers to its form.

Why: to sign you in, to run the events and communities you join, and to send you the emails that belong to them (sign-in codes, registration and check-in updates).

Who sees it: the hosts of events you register for see your registration and the profile fields their form asks for. Members of a community see the profile fields you show there. We do not sell your data and do not share it for advertising.

How long: as long as your account exists. Registration details of people without an account are deleted after 6 months. Sign-in codes are stored only in a form that cannot be read back and expire within minutes.

Cookies: we use only the cookies needed to keep you signed in, and analytics only where the site enables it.

Your rights: you can see and correct your profile at any time, and ask us to export or delete your data.`,
    ko: `수집하는 정보: 이메일 주소, 이름, 언어, 그리고 직접 입력하신 프로필 정보(소개, 소속, 직함, 기술, 태그, 위치, 소셜 링크, 전화번호, 생년월일, 사진 등). 이벤트에 신청하시면 신청서 답변을 보관합니다.

이용 목적: 로그인, 참여하신 이벤트와 커뮤니티 운영, 그리고 그에 필요한 이메일(로그인 인증 코드, 신청 및 체크인 안내) 발송.

정보를 보는 사람: 신청한 이벤트의 호스트는 신청 내용과 신청서가 요구하는 프로필 항목을 볼 수 있습니다. 커뮤니티 멤버는 회원님이 공개로 설정한 프로필 항목을 볼 수 있습니다. 개인정보를 판매하거나 광고 목적으로 제공하지 않습니다.

보관 기간: 계정이 있는 동안 보관합니다. 계정이 없는 분의 신청 정보는 6개월 후 삭제합니다. 로그인 인증 코드는 되돌려 읽을 수 없는 형태로만 저장되며 몇 분 안에 만료됩니다.

쿠키: 로그인 유지에 필요한 쿠키만 사용하며, 분석 도구는 사이트에서 켜 둔 경우에만 사용합니다.

회원님의 권리: 언제든지 프로필을 확인하고 고칠 수 있으며, 데이터 내보내기나 삭제를 요청할 수 있습니다.`,
  },
};
