import type { NotificationCategory } from '@mentorbridge/shared';
import type { MailAttachment } from '../../db/schema/mail';

/** `urgent` mail (a held seat that expires) is never deferred to the digest. */
export interface MailNotice {
  userId: string;
  category: NotificationCategory;
  title: string;
  body: string;
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
