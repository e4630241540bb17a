/** The notifications module's public face: what other modules may import from it (docs/architecture.md). */
export { layout } from './mail-layout';
export {
  adminLinkMail,
  autobanMail,
  banMail,
  eventWhenText,
  passwordResetMail,
  signUpAttemptMail,
  siteReminderMail,
  verificationMail,
} from './mail-templates';
export { fillIn, mailTexts, type MailTexts } from './mail-words';
export { unsubscribeLink } from './unsubscribe-link';
