import type { NotificationCategory } from '@mentorbridge/shared';
import type { MailAttachment } from '../../db/schema/mail';

/**
 * The in-app notification that goes with a mail (issue 17): written in the same transaction as the mail,
 * for the user `userId` (the mail's recipient). Their preference for the category decides whether the mail
 * is sent at once, left out, or gathered into the daily digest; `urgent` mail (a held seat that expires) is
 * never deferred to the digest.
 */
export interface MailNotice {
  userId: string;
  category: NotificationCategory;
  title: string;
  body: string;
  /** A client path such as `/mentorship-dashboard`. */
  link: string;
  urgent?: boolean;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  notice?: MailNotice;
}
