import { serverMessages } from '@scena/shared/i18n/messages';
import { validationMessages } from '@scena/shared/i18n/validation-messages';
import { registerStrings } from './i18n';

/** The validation and error texts shared with the server; registered by the form kit, which every form loads. */
registerStrings(validationMessages);
registerStrings(serverMessages);
