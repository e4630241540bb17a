import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The back-office's strings load with its chunk; section names shared with the navbar are in src/locales. */
registerStrings({ pl, en });
