import type { MailMessage } from '@pokerfest/infra';

export function verificationEmail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `Hello ${username},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create an account, ignore this message.\n`,
  };
}

export function passwordResetEmail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${username},\n\nSomeone asked to reset the password of your account. To choose a new password, open:\n\n${link}\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this message: your password stays as it is.\n`,
  };
}
