import { paths } from '@/lib/paths';

const withEmail = (path: string, email: string) => `${path}?${new URLSearchParams({ email })}`;

/** /weryfikacja-konta?email=… without a token: "check your mailbox" and a resend button. */
export const verifyPendingPath = (email: string) => withEmail(paths.verifyAccount, email);
export const signUpSuccessPath = (email: string) => withEmail(paths.signUpSuccess, email);
export const resetInfoPath = (email: string) => withEmail(paths.resetPasswordInfo, email);
