import type { OtpPurpose } from '../../../contract/auth.ts';
import type { Locale } from '../../../contract/locale.ts';

type Wording = { subject: string; intro: string; lifetime: (minutes: number) => string; ignore: string };

const wording: Record<Locale, Record<OtpPurpose, Wording>> = {
  en: {
    SIGN_IN: {
      subject: 'Your Moim sign-in code',
      intro: 'Here is your code to sign in to Moim:',
      lifetime: (m) => `It works once, for ${m} minutes.`,
      ignore: "If you didn't ask for it, ignore this email: nobody can sign in without the code.",
    },
    SIGN_UP: {
      subject: 'Confirm your email for Moim',
      intro: 'Here is your code to finish signing up to Moim:',
      lifetime: (m) => `It works once, for ${m} minutes.`,
      ignore: "If you didn't ask for it, ignore this email: no account is created without the code.",
    },
  },
  ko: {
    SIGN_IN: {
      subject: 'Moim 로그인 인증 코드',
      intro: 'Moim 로그인 인증 코드입니다.',
      lifetime: (m) => `이 코드는 ${m}분 동안 한 번만 사용할 수 있습니다.`,
      ignore: '요청하지 않으셨다면 이 메일을 무시해 주세요. 코드 없이는 아무도 로그인할 수 없습니다.',
    },
    SIGN_UP: {
      subject: 'Moim 이메일 인증 코드',
      intro: 'Moim 회원가입을 마치기 위한 인증 코드입니다.',
      lifetime: (m) => `이 코드는 ${m}분 동안 한 번만 사용할 수 있습니다.`,
      ignore: '요청하지 않으셨다면 이 메일을 무시해 주세요. 코드 없이는 계정이 만들어지지 않습니다.',
    },
  },
};

/** The code is in the body only: subjects are written to logs and shown in notification previews. */
export function composeCodeEmail(input: { locale: Locale; purpose: OtpPurpose; code: string; lifetimeMs: number }) {
  const w = wording[input.locale][input.purpose];
  const lifetime = w.lifetime(Math.round(input.lifetimeMs / 60_000));
  const text = `${w.intro}\n\n${input.code}\n\n${lifetime}\n${w.ignore}\n\n— Moim\n`;
  const html =
    `<!doctype html><html lang="${input.locale}"><body style="font-family:system-ui,sans-serif">` +
    `<p>${w.intro}</p>` +
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${input.code}</p>` +
    `<p>${lifetime}<br>${w.ignore}</p><p>— Moim</p></body></html>`;
  return { subject: w.subject, text, html };
}
