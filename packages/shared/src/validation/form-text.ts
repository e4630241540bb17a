import { z } from 'zod';

/** What a flag or a whole number looks like as a multipart text part. */
const INTEGER_TEXT = /^-?\d{1,15}$/;

function baseType(field: z.ZodType): z.ZodType {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** A field that also takes its multipart text (see acceptFormText). */
export type FormText<T extends z.core.SomeType> = z.ZodPreprocess<T, z.input<T> | string>;

/**
 * A field of a form that travels as JSON or as multipart/form-data, where every value is text: the multipart
 * text of a flag ('true', 'false') or of a whole number becomes the value JSON sends, and anything else reaches
 * the field's own rule as it came. One schema serves both encodings, with the same message keys.
 */
export function acceptFormText<T extends z.ZodType>(field: T): FormText<T> {
  const base = baseType(field);
  const fromText = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (base instanceof z.ZodBoolean) return value === 'true' ? true : value === 'false' ? false : value;
    if (base instanceof z.ZodNumber) return INTEGER_TEXT.test(value) ? Number(value) : value;
    return value;
  };
  return z.preprocess((value: z.input<T> | string) => fromText(value), field);
}
