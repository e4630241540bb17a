import '@/lib/form-messages';
// The page editor's Save shares its text with the settings forms.
import '../../ui/i18n';
import { registerStrings } from '@/lib/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';

/** The views section's strings load with the back-office chunk, like the rest of its texts. */
registerStrings({ pl, en });
