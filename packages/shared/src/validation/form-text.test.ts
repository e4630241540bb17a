import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptFormText } from './form-text';

const flag = acceptFormText(z.boolean({ error: 'form.validate.wrong' }));
const hours = acceptFormText(
  z.number({ error: 'form.validate.wrong' }).refine((value) => [0, 24].includes(value), {
    error: 'form.validate.ticket_validity',
  }),
);
const text = acceptFormText(z.string().max(5, { error: 'form.validate.too_long' }));
const nullableDay = acceptFormText(z.string().nullable());

function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
}

describe('acceptFormText', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['a JSON flag', flag, true, { value: true }],
    ['a flag as text', flag, 'true', { value: true }],
    ['a false flag as text', flag, 'false', { value: false }],
    ['another text for a flag', flag, 'tak', { error: 'form.validate.wrong' }],
    ['an empty flag', flag, '', { error: 'form.validate.wrong' }],
    ['a JSON number', hours, 24, { value: 24 }],
    ['a number as text', hours, '24', { value: 24 }],
    ['a number as text that its rule refuses', hours, '7', { error: 'form.validate.ticket_validity' }],
    ['a decimal as text', hours, '2.5', { error: 'form.validate.wrong' }],
    ['an empty number', hours, '', { error: 'form.validate.wrong' }],
    ['digits for a text stay text', text, '24', { value: '24' }],
    ['"true" for a text stays text', text, 'true', { value: 'true' }],
    ['a text rule still applies', text, 'za długi', { error: 'form.validate.too_long' }],
    ['null where JSON may send it', nullableDay, null, { value: null }],
  ])('%s', (_name, schema, value, expected) => {
    expect(outcome(schema, value)).toEqual(expected);
  });
});
