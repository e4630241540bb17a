import '@/lib/form-messages';
import '../videos/i18n';
import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The events screen's strings; the shared buttons and the translations modal come with the videos' ones. */
registerStrings({ pl, en });
