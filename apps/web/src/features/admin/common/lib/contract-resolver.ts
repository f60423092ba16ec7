// A react-hook-form resolver that checks a staff form with its request's contract, so each message is the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `toRequest` turns what the form holds (the text of number boxes, a date input's day) into the request
 * body; the contract parses that body and each issue lands on the form field its path names, so a form
 * names its fields as the contract does. A valid submit hands over the contract's parsed output.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toRequest: (values: TForm) => unknown,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const check = zodResolver(schema as never) as unknown as Resolver<TForm, unknown, z.output<TSchema>>;
  return (values, context, options) => check(toRequest(values) as TForm, context, options);
}
