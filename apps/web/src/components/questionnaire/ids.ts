// The id of an answer's control: a screen's prefix and the answer path ('loans[1].amount' → 'loans-1-amount'),
// so a form can move focus to the first message.
import type { AnswerPath } from '@trajectory/engine';

export const answerId = (prefix: string, at: AnswerPath | string): string =>
  `${prefix}${at.replace(/\[(\d+)\]\./g, '-$1-').replaceAll('.', '-')}`;
