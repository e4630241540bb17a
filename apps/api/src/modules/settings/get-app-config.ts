import { ZAppConfig, type TAppConfig } from '@scena/shared';
import type { Db } from '../../db/client';
import { readSettingRows } from './settings.repository';

/** Every setting, stored values over defaults. A stored value that no longer parses falls back to its default. */
export async function getAppConfig(db: Db): Promise<TAppConfig> {
  const rows = await readSettingRows(db);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const defaults = ZAppConfig.parse({});
  const config: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof TAppConfig>) {
    if (!(key in stored)) continue;
    const field = ZAppConfig.shape[key].safeParse(stored[key]);
    if (field.success) config[key] = field.data;
  }
  return config as TAppConfig;
}
