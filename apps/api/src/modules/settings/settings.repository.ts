import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * Values are stored wrapped as {"v": value}. A bare JSON string that looks like JSON ("1234567890", "true")
 * would come back as a number or a boolean: the drivers parse jsonb and Drizzle parses strings once more.
 */
function wrap(values: Record<string, unknown>, now: Date) {
  return Object.entries(values).map(([key, value]) => ({ key, value: { v: value ?? null }, updatedAt: now }));
}

/** Every stored setting; a row without the wrapper is treated as absent (its default applies). */
export async function readSettingRows(db: Db): Promise<Array<{ key: string; value: unknown }>> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  return rows
    .filter((row) => typeof row.value === 'object' && row.value !== null && 'v' in row.value)
    .map((row) => ({ key: row.key, value: (row.value as { v: unknown }).v }));
}

export async function upsertSettings(db: Db, values: Record<string, unknown>, now: Date) {
  const rows = wrap(values, now);
  if (rows.length === 0) return;
  await db
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Writes defaults only where no row exists (the seed: an operator's settings are never overwritten). */
export async function insertMissingSettings(db: Db, values: Record<string, unknown>, now: Date) {
  const rows = wrap(values, now);
  if (rows.length === 0) return;
  await db.insert(appSettings).values(rows).onConflictDoNothing({ target: appSettings.key });
}

/**
 * Locks one setting's row for the caller's transaction (creating it as null when missing) and answers its value,
 * so two requests that check and then set it take turns.
 */
export async function lockSetting(db: Db, key: string, now: Date): Promise<unknown> {
  await insertMissingSettings(db, { [key]: null }, now);
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update');
  const value = rows[0]?.value;
  return typeof value === 'object' && value !== null && 'v' in value ? (value as { v: unknown }).v : null;
}
