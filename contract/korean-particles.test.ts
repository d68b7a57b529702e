import { describe, expect, it } from 'vitest';
import { withParticle, type Particle } from './korean-particles.ts';

const forms = (word: string) =>
  (['이/가', '을/를', '은/는', '으로/로', '와/과'] satisfies Particle[]).map((particle) => withParticle(word, particle));

describe('Korean particles chosen from the word before them', () => {
  it('follows a final consonant with 이, 을, 은, 으로 and 과', () => {
    expect(forms('책')).toEqual(['책이', '책을', '책은', '책으로', '책과']);
    expect(forms('링크드인')).toEqual(['링크드인이', '링크드인을', '링크드인은', '링크드인으로', '링크드인과']);
  });

  it('follows a vowel with 가, 를, 는, 로 and 와', () => {
    expect(forms('공동 호스트')).toEqual(['공동 호스트가', '공동 호스트를', '공동 호스트는', '공동 호스트로', '공동 호스트와']);
  });

  it('follows ㄹ with 로, as with a vowel, and with 이, 을, 은 and 과, as with a consonant', () => {
    expect(forms('이메일')).toEqual(['이메일이', '이메일을', '이메일은', '이메일로', '이메일과']);
  });

  it('reads Latin text and digits as they are said in Korean', () => {
    expect(forms('Zoom')).toEqual(['Zoom이', 'Zoom을', 'Zoom은', 'Zoom으로', 'Zoom과']);
    expect(forms('GitHub')).toEqual(['GitHub가', 'GitHub를', 'GitHub는', 'GitHub로', 'GitHub와']);
    expect(forms('Google')).toEqual(['Google이', 'Google을', 'Google은', 'Google로', 'Google과']);
    expect(withParticle('7', '으로/로')).toBe('7로');
    expect(withParticle('3', '으로/로')).toBe('3으로');
    expect(withParticle('2', '을/를')).toBe('2를');
  });
});
