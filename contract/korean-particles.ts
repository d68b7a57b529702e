import { josa } from 'es-hangul';

/** The Korean particles whose form depends on the word before them. */
export type Particle = '이/가' | '을/를' | '은/는' | '으로/로' | '와/과';

type Ending = 'vowel' | 'rieul' | 'consonant';

// A syllable with the ending, for es-hangul to choose from: it reads Hangul only.
const standIn: Record<Ending, string> = { vowel: '가', rieul: '갈', consonant: '각' };

// How the digits are read aloud: 일, 칠 and 팔 end in ㄹ; 영, 삼 and 육 in another consonant.
const digitEndings: Record<string, Ending> = {
  '0': 'consonant',
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/**
 * Latin words as Korean readers say them: "Google" and "Mail" end in ㄹ; "Zoom", "Line",
 * "Facebook" and "WhatsApp" in a consonant; most other endings are read with a vowel after them
 * ("GitHub" 깃허브, "Discord" 디스코드). A silent final e is not heard.
 */
function latinEnding(lowerCase: string): Ending {
  const word = /[^aeiou]e$/u.test(lowerCase) ? lowerCase.slice(0, -1) : lowerCase;
  const last = word.slice(-1);
  if (last === 'l') return 'rieul';
  if (['m', 'n', 'g', 'k', 'p'].includes(last)) return last === 'g' && !word.endsWith('ng') ? 'vowel' : 'consonant';
  return 'vowel';
}

function endingOf(word: string): Ending {
  const spoken = word.replace(/[\s"'”’)\]}.!?]+$/u, '');
  const last = spoken.slice(-1);
  if (/[가-힣]/u.test(last)) {
    const form = josa(last, '으로/로').slice(1);
    if (form === '로') return josa(last, '이/가').endsWith('이') ? 'rieul' : 'vowel';
    return 'consonant';
  }
  if (last in digitEndings) return digitEndings[last];
  if (/[a-z]/iu.test(last)) return latinEnding(spoken.toLowerCase());
  return 'vowel';
}

/**
 * The word with the particle that fits how it ends: "멤버로", "호스트를", "서울로", "책으로".
 * Only for words a reader says in Korean (role and channel names, numbers); a sentence with an
 * email or a name someone typed is worded so that no particle follows it.
 */
export function withParticle(word: string, particle: Particle): string {
  return word + josa.pick(standIn[endingOf(word)], particle);
}
