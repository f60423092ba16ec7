// Who the text speaks about (perspective) and how plainly it speaks (language level).
import type { LanguageLevel, TonePerspective } from '../../../infra/ai/types';

export type Voice = {
  level: LanguageLevel;
  perspective: TonePerspective;
  /** At the start of a sentence: "Ada Bakes", "You", "The business". */
  Subject: string;
  /** Mid-sentence: "Ada Bakes", "you", "the business". */
  subject: string;
  /** "Ada Bakes'", "Your", "The business's". */
  Poss: string;
  /** "Ada Bakes'", "your", "its". */
  poss: string;
  /** Object form: "Ada Bakes", "you", "the business". */
  object: string;
  /** Conjugates a verb for the subject: need → "needs" or "need"; be → "is" or "are". */
  verb: (base: string) => string;
  /** Picks the wording for the language level; college falls back to high school, professional to college. */
  pick: <T>(variants: { el: T; hs: T; co?: T; pr?: T }) => T;
};

function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do') return 'does';
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

function possessiveOf(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export function createVoice(
  { level, perspective }: { level: LanguageLevel; perspective: TonePerspective },
  businessName: string,
): Voice {
  const pick: Voice['pick'] = (v) => {
    const co = v.co ?? v.hs;
    const pr = v.pr ?? co;
    return { elementary: v.el, high_school: v.hs, college: co, professional: pr }[level];
  };
  if (perspective === 'second_person') {
    return {
      level,
      perspective,
      Subject: 'You',
      subject: 'you',
      Poss: 'Your',
      poss: 'your',
      object: 'you',
      verb: (base) => (base === 'be' ? 'are' : base),
      pick,
    };
  }
  if (perspective === 'third_person') {
    return {
      level,
      perspective,
      Subject: 'The business',
      subject: 'the business',
      Poss: "The business's",
      poss: 'its',
      object: 'the business',
      verb: thirdPerson,
      pick,
    };
  }
  return {
    level,
    perspective,
    Subject: businessName,
    subject: businessName,
    Poss: possessiveOf(businessName),
    poss: possessiveOf(businessName),
    object: businessName,
    verb: thirdPerson,
    pick,
  };
}
