// A list field of the questionnaire model (the loans; next revenue streams, roles, start-up items): one
// definition gives its stored path, its item fields, the most items it holds and the words a form uses.
import type { QuestionnaireField } from './fields';

export type { QuestionnaireField } from './fields';

/** A list's definition: `items` are ordinary fields whose paths are inside one item. */
export type ListDefinition<Items extends Readonly<Record<string, QuestionnaireField>>> = Omit<
  QuestionnaireField,
  'kind' | 'items' | 'maxCount' | 'itemLabel'
> & {
  /** What one item is called ('Loan'): a form's legend ('Loan 2') and buttons ('Add a loan'). */
  itemLabel: string;
  maxCount: number;
  items: Items;
};

export type ListField<Items extends Readonly<Record<string, QuestionnaireField>>> = Omit<
  QuestionnaireField,
  'kind' | 'items' | 'maxCount' | 'itemLabel'
> & {
  kind: 'list';
  itemLabel: string;
  maxCount: number;
  items: Items;
};

/**
 * A list field from its definition. Item fields name their siblings by item key (`requiredWith:
 * ['amount']`), and `{n}` in an item's label is the item's number from 1 ('Loan {n} amount').
 */
export function listField<const Items extends Readonly<Record<string, QuestionnaireField>>>(
  definition: ListDefinition<Items>,
): ListField<Items> {
  return { ...definition, kind: 'list' };
}
