import '@/lib/form-messages';
import '../events/i18n';
import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The festival screen's strings; the events table's column names come with the events' ones. */
registerStrings({ pl, en });
