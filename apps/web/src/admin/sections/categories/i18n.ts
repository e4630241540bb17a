import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The categories screen's strings and those of the translations modal it lends to the slides screen. */
registerStrings({ pl, en });
