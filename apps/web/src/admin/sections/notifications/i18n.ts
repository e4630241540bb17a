import '@/lib/form-messages';
import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The notifications section's strings load with the back-office chunk, like the rest of its texts. */
registerStrings({ pl, en });
