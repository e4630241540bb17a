import dayjs from 'dayjs';
import { ADMIN_TIME_ZONE } from '../../dayjs';

/** A server timestamp as the back-office shows times: DD.MM.YYYY H:mm in Warsaw (admin-content.md §9). */
export function formatWarsaw(iso: string): string {
  return dayjs(iso).tz(ADMIN_TIME_ZONE).format('DD.MM.YYYY H:mm');
}
