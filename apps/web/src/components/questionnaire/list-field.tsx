// A list answer (the loans, product lines, roles, purchases): its items, each a group of the item's fields drawn by QuestionField, with
// "Add a …" up to the list's maximum and "Remove … n" (later items move up one place).
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  blankItem,
  fieldOf,
  itemFieldOf,
  itemKeysOf,
  itemPath,
  maxCountOf,
  type AnswerPath,
  type ListFieldKey,
  type ListItemAnswers,
  type ListItemKey,
} from '@trajectory/engine';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { answerId } from './ids';
import { QuestionField, type QuestionFieldProps } from './question-field';

/** What a screen says of one item field: its wording, hint, keystrokes. */
export type ItemFieldView = Partial<
  Pick<QuestionFieldProps, 'label' | 'hint' | 'number' | 'step' | 'optionLabel' | 'blankChoice' | 'custom'>
>;

type ListFieldProps<K extends ListFieldKey> = {
  listKey: K;
  items: readonly ListItemAnswers<K>[];
  onChange: (items: ListItemAnswers<K>[]) => void;
  errors: Readonly<Partial<Record<AnswerPath, string>>>;
  idPrefix: string;
  /** The screen's wording of each item field; the model's numbered label when absent. */
  view?: Partial<Record<ListItemKey<K>, ItemFieldView>>;
  /** Shown when the list has no items. */
  emptyText?: ReactNode;
  /** The grid of one item's fields. */
  itemClassName?: string;
  /** Whether an item shows a field (a stream's churn only for subscriptions); every field when absent. */
  isShown?: (answers: ListItemAnswers<K>, item: ListItemKey<K>) => boolean;
  disabled?: boolean;
  wrapperClassName?: string;
};

export function ListField<K extends ListFieldKey>({
  listKey,
  items,
  onChange,
  errors,
  idPrefix,
  view = {},
  emptyText,
  itemClassName = 'grid gap-4 sm:grid-cols-2',
  isShown = () => true,
  disabled,
  wrapperClassName,
}: ListFieldProps<K>) {
  const noun = (fieldOf(listKey).itemLabel ?? 'Item').toLowerCase();
  const itemLabel = fieldOf(listKey).itemLabel ?? 'Item';
  const max = maxCountOf(listKey);
  const change = (index: number, item: ListItemKey<K>, value: string) =>
    onChange(items.map((current, i) => (i === index ? { ...current, [item]: value } : current)));

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && emptyText && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      {items.map((answers, index) => (
        <fieldset key={index} className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">
            {itemLabel} {index + 1}
          </legend>
          <div className={cn(itemClassName)}>
            {itemKeysOf(listKey).map((item) => {
              if (!isShown(answers, item)) return null;
              const at = itemPath(listKey, index, item);
              return (
                <QuestionField
                  key={item}
                  field={itemFieldOf(listKey, index, item)}
                  id={answerId(idPrefix, at)}
                  value={answers[item] ?? ''}
                  onChange={(value) => change(index, item, value)}
                  error={errors[at]}
                  disabled={disabled}
                  wrapperClassName={wrapperClassName}
                  {...view[item]}
                />
              );
            })}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            disabled={disabled}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {noun} {index + 1}
          </Button>
        </fieldset>
      ))}
      {items.length < max && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={() => onChange([...items, blankItem(listKey)])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add a {noun}
        </Button>
      )}
    </div>
  );
}
