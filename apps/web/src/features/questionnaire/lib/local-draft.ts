// The answers kept on this device per prospect, so a refresh loses nothing; cleared once reports exist.
import { blankItem, itemKeysOf } from '@trajectory/engine';
import { EMPTY_ANSWERS, type Answers } from './answers';

export type LocalDraft = {
  /** The server questionnaire being edited, when there is one. */
  questionnaireId: string | null;
  step: number;
  answers: Answers;
  savedAt: string;
};

export const localDraftKey = (prospectId: string): string => `trajectory:questionnaire-draft:${prospectId}`;

/** Only known keys of the right type survive, so an old or tampered entry cannot break the wizard. */
function readAnswers(raw: unknown): Answers {
  const answers: Answers = { ...EMPTY_ANSWERS };
  if (!raw || typeof raw !== 'object') return answers;
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_ANSWERS) as Array<keyof Answers>) {
    const value = source[key];
    if (key === 'loans') answers.loans = readLoans(value);
    else if (typeof value === typeof EMPTY_ANSWERS[key]) (answers as Record<string, unknown>)[key] = value;
  }
  return answers;
}

/** A kept list of loans: its items, each part text ('' when absent or of another type). */
function readLoans(raw: unknown): Answers['loans'] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item: unknown) => {
    const loan = blankItem('loans');
    if (!item || typeof item !== 'object') return loan;
    for (const part of itemKeysOf('loans')) {
      const value = (item as Record<string, unknown>)[part];
      if (typeof value === 'string') loan[part] = value;
    }
    return loan;
  });
}

export function readLocalDraft(prospectId: string): LocalDraft | null {
  try {
    const text = window.localStorage.getItem(localDraftKey(prospectId));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<LocalDraft> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      questionnaireId: typeof parsed.questionnaireId === 'string' ? parsed.questionnaireId : null,
      step: typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 1,
      answers: readAnswers(parsed.answers),
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(prospectId: string, draft: Omit<LocalDraft, 'savedAt'>): void {
  try {
    const entry: LocalDraft = { ...draft, savedAt: new Date().toISOString() };
    window.localStorage.setItem(localDraftKey(prospectId), JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private browsing): the wizard still works, only without the safety net.
  }
}

export function clearLocalDraft(prospectId: string): void {
  try {
    window.localStorage.removeItem(localDraftKey(prospectId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
