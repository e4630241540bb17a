import '@/lib/form-messages';
import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The video catalogue's strings, and the translations modal's, which the events screen shares. */
registerStrings({ pl, en });
