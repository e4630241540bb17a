import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';
// Order statuses and their names are the payments section's.
import '../payments/i18n';

registerStrings({ pl, en });
