import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/pl';
import 'dayjs/locale/en';
import type { Language } from '@scena/shared/i18n/messages';

/** Times in the back-office are Warsaw times (admin-commerce-people.md §1). */
export const ADMIN_TIME_ZONE = 'Europe/Warsaw';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(ADMIN_TIME_ZONE);

/** The date pickers' month and day names follow the interface language. */
export function setDayjsLanguage(language: Language) {
  dayjs.locale(language);
}
