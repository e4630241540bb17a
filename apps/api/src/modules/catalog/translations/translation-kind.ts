import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { AppError } from '../../../lib/errors';
import type { TranslationRows } from './translations.repository';

/** Each kind's name in its URLs (/api/translations/{name}), its audit rows and its item's field ({name}_id). */
export type TranslationKindName = 'category' | 'event' | 'slide' | 'video';

export type ItemField<N extends TranslationKindName> = `${N}_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRows = TranslationRows<any, any, any>;
type RowOf<R extends AnyRows> = NonNullable<Awaited<ReturnType<R['find']>>>;
type ValuesOf<R extends AnyRows> = Parameters<R['update']>[2];
type RefusalOf<R extends AnyRows> = Extract<Awaited<ReturnType<R['insert']>>, string>;

/**
 * What one kind of translated item brings to the translation sub-resource (admin-content.md §7): the five calls
 * of /api/translations/{name} and the item's list at /api{itemsPath}/{id}/translations.
 */
export interface TranslationKind<
  N extends TranslationKindName,
  Rows extends AnyRows,
  Update extends { language_code: string },
  Answer,
> {
  name: N;
  itemsPath: `/${string}`;
  /** The list's route summary, where it says more than "A slide's translations (admin)". */
  listSummary?: string;
  schemas: {
    answer: z.ZodType<Answer>;
    create: z.ZodType<Update & Record<ItemField<N>, number>>;
    update: z.ZodType<Update>;
  };
  rows: Rows;
  /** The row's values of a form (created or edited alike); may refuse a field with a 422. */
  valuesOf(input: Update, db: Db): ValuesOf<Rows> | Promise<ValuesOf<Rows>>;
  /** Refusals the kind checks first, before the item and the values (a category's name taken in the language). */
  check?(db: Db, input: Update, exceptId?: number): Promise<void>;
  /** What the kind's own refusals answer, beyond one translation per item and language and a missing item. */
  refusals?: Partial<Record<RefusalOf<Rows>, () => AppError>>;
  /** The field an audit row of a create or an edit keeps besides the item and the language. */
  auditedField?: keyof RowOf<Rows> & string;
  dto(row: RowOf<Rows>): Answer;
  /** Drops the cached public answers that show the kind's translations. */
  invalidate(deps: AppDeps): Promise<void>;
}

/** A kind named `name` whose items live at /api{itemsPath}, its types read from its schemas and rows. */
export function translationKind<
  N extends TranslationKindName,
  Rows extends AnyRows,
  Update extends { language_code: string },
  Answer,
>(
  name: N,
  itemsPath: `/${string}`,
  spec: Omit<TranslationKind<N, Rows, Update, Answer>, 'name' | 'itemsPath'>,
): TranslationKind<N, Rows, Update, Answer> {
  return { name, itemsPath, ...spec };
}

/** Any kind, as the generic services and routes take it; each kind's own types hold where it is declared. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTranslationKind = TranslationKind<TranslationKindName, AnyRows, any, any>;

/** The form of a kind's create call, whose item field names the translated item. */
export type CreateFormOf<K extends AnyTranslationKind> = z.output<K['schemas']['create']>;
export type UpdateFormOf<K extends AnyTranslationKind> = z.output<K['schemas']['update']>;
export type AnswerOf<K extends AnyTranslationKind> = z.output<K['schemas']['answer']>;

export function itemFieldOf<N extends TranslationKindName>(kind: { name: N }): ItemField<N> {
  return `${kind.name}_id`;
}
