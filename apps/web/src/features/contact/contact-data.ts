import { Bug, Building2, Handshake, type LucideIcon, MessageSquare, UserCog } from 'lucide-react';

export interface ContactReason {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export const CONTACT_REASONS: readonly ContactReason[] = [
  {
    title: 'Account help',
    text: 'Trouble signing in, verifying your email or completing your profile.',
    Icon: UserCog,
  },
  {
    title: 'Mentorship and workshops',
    text: 'Questions about requests, bookings, meeting links or paid sessions.',
    Icon: Handshake,
  },
  {
    title: 'Report a problem',
    text: 'Something not working, or content that breaks our rules.',
    Icon: Bug,
  },
  {
    title: 'Colleges and partnerships',
    text: 'Bring MentorBridge to your campus or work with us.',
    Icon: Building2,
  },
  {
    title: 'Feedback and ideas',
    text: 'Tell us what would make MentorBridge more useful for you.',
    Icon: MessageSquare,
  },
];

export interface QuickAnswer {
  question: string;
  answer: string;
}

/* The spec gives both "24-48 business days" and "24-48 hours"; one page must not contradict itself. */
export const REPLY_TIME_NOTE = 'We usually reply within 24-48 hours.';

export const QUICK_ANSWERS: readonly QuickAnswer[] = [
  {
    question: 'How soon will I hear back?',
    answer: 'Our team reads every message and replies within 24-48 hours.',
  },
  {
    question: 'Will I get a confirmation?',
    answer:
      'Yes. As soon as your message is sent we email you a confirmation with a reference number. Quote it if you write to us again about the same matter.',
  },
  {
    question: 'Is there a faster way to get an answer?',
    answer: 'Many common questions are already answered in our FAQ.',
  },
];
