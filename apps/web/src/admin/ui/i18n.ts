import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The strings of the pieces every section may use (settings cards, translations modal). */
registerStrings({ pl, en });
