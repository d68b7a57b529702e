import type { Policy } from '../../../contract/users.ts';

export const terms: Policy = {
  kind: 'TERMS',
  version: '2026-06-01',
  title: { en: 'Terms of Service', ko: '서비스 이용약관' },
  body: {
    en: `Moim helps people host and join events, hackathons and communities. By creating an account you agree to these terms.

1. Your account. You sign in with a code sent to your email or with a third-party account. Keep access to your email safe: whoever can read it can sign in as you. One person, one account.

2. What you post. You are responsible for your profile, events, projects, comments and files. Do not post anything unlawful, misleading, hateful or that you have no right to share. We may remove content or suspend accounts that break these terms.

3. Events. Hosts run their own events and decide who takes part. Moim is not a party to arrangements between hosts and guests.

4. Hosting. Creating events directly requires PRO access, which we grant on request.

5. The service. We work to keep Moim available and your data safe, but the service is provided as it is, without guarantees. We may change or end features; when these terms change we will tell you in the service before the change applies.

6. Leaving. You can stop using Moim at any time and ask us to delete your account.`,
    ko: `Moim은 이벤트, 해커톤, 커뮤니티를 열고 참여하도록 돕는 서비스입니다. 계정을 만들면 이 약관에 동의하는 것으로 봅니다.

1. 계정. 이메일로 받은 인증 코드나 외부 계정으로 로그인합니다. 이메일을 읽을 수 있는 사람은 누구나 회원님으로 로그인할 수 있으니 이메일을 안전하게 관리해 주세요. 한 사람은 하나의 계정만 사용할 수 있습니다.

2. 게시물. 프로필, 이벤트, 프로젝트, 댓글, 파일에 대한 책임은 올린 사람에게 있습니다. 불법적이거나 사실과 다르거나 혐오를 담은 내용, 공유할 권리가 없는 내용은 올리지 마세요. 약관을 어긴 게시물은 삭제되거나 계정이 정지될 수 있습니다.

3. 이벤트. 이벤트는 각 호스트가 운영하며 참가자도 호스트가 정합니다. Moim은 호스트와 참가자 사이의 약속에 당사자로 참여하지 않습니다.

4. 호스팅. 이벤트를 직접 만들려면 PRO 권한이 필요하며, 요청을 받아 부여합니다.

5. 서비스. Moim을 안정적으로 운영하고 데이터를 안전하게 지키기 위해 노력하지만, 서비스는 현재 상태 그대로 제공되며 보증하지 않습니다. 기능은 바뀌거나 종료될 수 있으며, 약관이 바뀌면 적용 전에 서비스 안에서 알려 드립니다.

6. 탈퇴. 언제든지 Moim 이용을 멈추고 계정 삭제를 요청할 수 있습니다.`,
  },
};
