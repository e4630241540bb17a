import { warsawWallClock } from './warsaw-offset';

export { TIME_ZONE } from './warsaw-offset';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY in Europe/Warsaw. */
export function formatDate(value: Date | string): string {
  const wall = warsawWallClock(value);
  return `${pad2(wall.getUTCDate())}.${pad2(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
}

/** H:mm in Europe/Warsaw. */
export function formatTime(value: Date | string): string {
  const wall = warsawWallClock(value);
  return `${wall.getUTCHours()}:${pad2(wall.getUTCMinutes())}`;
}

/** YYYY-MM-DD → DD.MM.YYYY without any time-zone arithmetic (a birthday is a calendar date). */
export function formatIsoDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}
