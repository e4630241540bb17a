import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The sign-in and account-access texts, loaded with the first auth page (every page imports this). */
registerStrings({ pl, en });
