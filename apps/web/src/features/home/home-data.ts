import {
  Award,
  BookOpen,
  Building2,
  CalendarCheck,
  ChartLine,
  Compass,
  Eye,
  FileText,
  GraduationCap,
  Handshake,
  Lightbulb,
  type LucideIcon,
  MessageSquare,
  Rocket,
  Sprout,
  Star,
  Target,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';

export interface IconCard {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export const ABOUT_CARDS: readonly IconCard[] = [
  {
    title: 'About Us',
    text: 'MentorBridge connects the students of a campus with the alumni who sat in the same classrooms, so placement preparation starts from real experience instead of guesswork.',
    Icon: Users,
  },
  {
    title: 'Our Goal',
    text: 'Every student should be able to reach a mentor who has already faced the interviews they are preparing for, and get honest, practical guidance.',
    Icon: Target,
  },
  {
    title: 'Our Vision',
    text: 'A campus where knowledge is passed on from one batch to the next, and no student walks into a placement season alone.',
    Icon: Eye,
  },
  {
    title: 'Our Mission',
    text: 'Make mentorship simple to request, workshops easy to book, and interview knowledge easy to find, while recognising the alumni who give their time.',
    Icon: Rocket,
  },
];

export const AUDIENCES = [
  { id: 'students', label: 'For Students', Icon: GraduationCap },
  { id: 'alumni', label: 'For Alumni', Icon: Handshake },
  { id: 'colleges', label: 'For Colleges', Icon: Building2 },
] as const;

export type AudienceId = (typeof AUDIENCES)[number]['id'];

export interface AudienceBenefits {
  heading: string;
  points: readonly string[];
}

export const BENEFITS: Record<AudienceId, AudienceBenefits> = {
  students: {
    heading: 'Prepare with people who have been there',
    points: [
      'Find alumni mentors by name, college or company and request one-to-one guidance.',
      'Book alumni-run workshops and mock interviews, free or paid.',
      'Read real interview experiences, round by round, before your own interview.',
      'Compare companies through insights and ratings shared by people who work there.',
      'Download placement resources reviewed by your college.',
    ],
  },
  alumni: {
    heading: 'Give back on your own schedule',
    points: [
      'Choose which mentorship requests to accept and when to meet.',
      'Host workshops for as many students as you like, free or paid.',
      'Share interview experiences, company insights and study material once, for every batch.',
      'Earn points, levels, stars and badges, and climb the contributor leaderboard.',
      'Stay connected with your campus and spot promising talent early.',
    ],
  },
  colleges: {
    heading: 'Keep your alumni network working for your students',
    points: [
      'Bring alumni and current students together on one moderated platform.',
      'Collect interview experiences and company insights that stay with the campus.',
      'Review placement resources before students see them.',
      'See platform statistics and manage student and alumni accounts.',
      'Recognise your most active alumni through the leaderboard.',
    ],
  },
};

export const KEY_FEATURES: readonly IconCard[] = [
  {
    title: 'Alumni Mentorship',
    text: 'Send a mentorship request to an alumni and get a reply, a meeting date and a link once it is accepted.',
    Icon: MessageSquare,
  },
  {
    title: 'Workshops & Sessions',
    text: 'Book workshops and mock interviews run by alumni, with the seats, duration and price shown up front.',
    Icon: CalendarCheck,
  },
  {
    title: 'Interview Experiences',
    text: 'Learn from round-by-round accounts of real interviews, with the questions asked and tips from the candidate.',
    Icon: BookOpen,
  },
  {
    title: 'Company Insights',
    text: 'Understand culture, pay and hiring process from alumni who work there, and see how students rate them.',
    Icon: ChartLine,
  },
  {
    title: 'Placement Resources',
    text: 'Notes, question banks and templates uploaded by alumni and published after review.',
    Icon: FileText,
  },
  {
    title: 'Leaderboard & Recognition',
    text: 'Alumni earn points, levels and badges for every contribution and are ranked on a public leaderboard.',
    Icon: Trophy,
  },
];

export const STEPS: readonly IconCard[] = [
  {
    title: 'Register and create a profile',
    text: 'Sign up as a student or an alumni and complete your profile so others know who you are.',
    Icon: UserPlus,
  },
  {
    title: 'Browse and discover',
    text: 'Explore alumni, workshops, interview experiences and company insights.',
    Icon: Compass,
  },
  {
    title: 'Book a session',
    text: 'Request mentorship or book a workshop at a time that suits you both.',
    Icon: CalendarCheck,
  },
  {
    title: 'Get feedback and rate',
    text: 'Learn from the session, then rate your mentor to help other students choose.',
    Icon: Star,
  },
  {
    title: 'Grow together',
    text: 'Students land better offers, alumni earn recognition, and the campus network grows stronger.',
    Icon: Sprout,
  },
];

export const VALUES: readonly IconCard[] = [
  {
    title: 'Real experience',
    text: 'Advice comes from alumni of your own campus who have recently been through placements.',
    Icon: Lightbulb,
  },
  {
    title: 'Trust and privacy',
    text: 'Alumni are verified, and their contact details are shared only after they accept a request.',
    Icon: Award,
  },
  {
    title: 'Recognition',
    text: 'Every contribution earns points, so the alumni who help the most are seen and thanked.',
    Icon: Trophy,
  },
];
