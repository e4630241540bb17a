import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { orRefusal } from '../../../lib/db-errors';

/** A translation table: one row per item and language, with its own id and timestamps. */
type TranslationTable = PgTable & {
  id: AnyPgColumn;
  languageCode: AnyPgColumn;
  $inferSelect: { id: number; languageCode: string };
};

/** A row's values as a kind writes them: all but the id, the item it translates and the timestamps. */
export type TranslationValues<T extends TranslationTable, K extends PropertyKey> = Omit<
  T['$inferInsert'],
  'id' | 'createdAt' | 'updatedAt' | K
>;

/**
 * The rows of one translation table, whose column `itemKey` holds the id of the translated row of `items`.
 * The unique indexes decide races: a refused write answers what `answers` names for it, and other errors go
 * on. Drizzle does not type a query over a table that is a type parameter, hence the casts to the row types.
 */
export function translationRows<
  T extends TranslationTable,
  K extends keyof T['$inferSelect'] & keyof T & string,
  const U extends string,
>(
  table: T,
  itemKey: K,
  items: PgTable & { id: AnyPgColumn },
  answers: { unique: U | Readonly<Record<string, U>> },
) {
  type Row = T['$inferSelect'];
  const asTable = table as TranslationTable;
  const itemColumn = table[itemKey] as AnyPgColumn;
  return {
    itemIdOf: (row: Row): number => row[itemKey] as number,

    async itemExists(db: Db, itemId: number): Promise<boolean> {
      const rows = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId)).limit(1);
      return rows.length > 0;
    },

    /** The item's translations, by language. */
    async listOf(db: Db, itemId: number): Promise<Row[]> {
      return (await db
        .select()
        .from(asTable)
        .where(eq(itemColumn, itemId))
        .orderBy(asc(table.languageCode))) as Row[];
    },

    async find(db: Db, id: number): Promise<Row | undefined> {
      const rows = await db.select().from(asTable).where(eq(table.id, id)).limit(1);
      return rows[0] as Row | undefined;
    },

    /**
     * 'no_item' when the item is gone by the time the row is written (deleted after the caller's check): a
     * translation's only foreign key is its item.
     */
    insert(db: Db, itemId: number, values: TranslationValues<T, K>, now: Date): Promise<Row | U | 'no_item'> {
      const row = { ...values, [itemKey]: itemId, createdAt: now, updatedAt: now } as T['$inferInsert'];
      const write = db.insert(table).values(row).returning() as PromiseLike<Row[]>;
      return orRefusal(
        write.then((rows) => rows[0]!),
        { unique: answers.unique, foreignKey: 'no_item' },
      );
    },

    /** The changed row, undefined when there is none. */
    update(db: Db, id: number, values: TranslationValues<T, K>, now: Date): Promise<Row | undefined | U> {
      const changes = { ...values, updatedAt: now } as Partial<T['$inferInsert']>;
      const write = db.update(table).set(changes).where(eq(table.id, id)).returning() as PromiseLike<Row[]>;
      return orRefusal<Row | undefined, U>(
        write.then((rows) => rows[0]),
        { unique: answers.unique },
      );
    },

    /** The deleted row, undefined when there was none. */
    async remove(db: Db, id: number): Promise<Row | undefined> {
      const rows = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
      return rows[0];
    },
  };
}

/** The rows of one kind's translation table (translationRows). */
export interface TranslationRows<Row, Values, Refusal extends string> {
  itemIdOf(row: Row): number;
  itemExists(db: Db, itemId: number): Promise<boolean>;
  listOf(db: Db, itemId: number): Promise<Row[]>;
  find(db: Db, id: number): Promise<Row | undefined>;
  insert(db: Db, itemId: number, values: Values, now: Date): Promise<Row | Refusal>;
  update(db: Db, id: number, values: Values, now: Date): Promise<Row | undefined | Refusal>;
  remove(db: Db, id: number): Promise<Row | undefined>;
}
