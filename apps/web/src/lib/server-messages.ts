import { serverMessages } from '@scena/shared/i18n/messages';
import { registerStrings } from './i18n';

/**
 * The error texts shared with the server, for the answers any page may show; the validation texts come with the
 * form kit (form-messages.ts), so the first screen does not carry them.
 */
registerStrings(serverMessages);
