export const FAQ_CATEGORIES = [
  { id: 'general', label: 'General' },
  { id: 'students', label: 'For Students' },
  { id: 'alumni', label: 'For Alumni' },
  { id: 'mentorship', label: 'Mentorship & Sessions' },
  { id: 'leaderboard', label: 'Leaderboard & Ratings' },
  { id: 'security', label: 'Security & Privacy' },
  { id: 'colleges', label: 'For Colleges' },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
}

/** Answers must match what the product does (and does not yet do). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is-mentorbridge',
    category: 'general',
    question: 'What is MentorBridge?',
    answer:
      'MentorBridge is a campus mentoring and placement-preparation platform. Students find alumni mentors, request mentorship, book alumni-run workshops, read interview experiences and company insights, and use placement resources shared by alumni.',
  },
  {
    id: 'who-can-join',
    category: 'general',
    question: 'Who can join MentorBridge?',
    answer:
      'Students and alumni can register themselves by choosing their role on the sign-up page. Administrators are set up by the platform team. You must be 18 or older to create an account.',
  },
  {
    id: 'is-it-free',
    category: 'general',
    question: 'Is MentorBridge free to use?',
    answer:
      'Creating an account, browsing alumni, reading interview experiences and company insights, and using published resources are free. Some alumni run paid sessions; the price is shown in rupees on the session before you book it.',
  },
  {
    id: 'mobile-app',
    category: 'general',
    question: 'Is there a mobile app?',
    answer:
      'Not yet. A mobile app is planned. Until then the website works on phones and tablets as well as on computers.',
  },
  {
    id: 'student-find-mentor',
    category: 'students',
    question: 'How do I find a mentor?',
    answer:
      'Open your student dashboard and use the Find Your Mentor tab. You can search alumni by name, college or company, open their full profile, and send a mentorship request from their card.',
  },
  {
    id: 'student-complete-profile',
    category: 'students',
    question: 'Why should I complete my profile?',
    answer:
      'Alumni read your profile before they answer a request. Your college details, skills, career interests and a LinkedIn profile or resume link help them understand where you are and how they can help.',
  },
  {
    id: 'student-interview-experiences',
    category: 'students',
    question: 'Where can I read about real interviews?',
    answer:
      'The Interviews section lists experiences shared by alumni, with the rounds, the questions asked, what the company expected and their tips. You can search by company and mark an experience as helpful.',
  },
  {
    id: 'student-resources',
    category: 'students',
    question: 'What placement resources are available?',
    answer:
      'Alumni upload notes, question banks and other documents. Every upload is reviewed by an administrator before students can see and download it, and you can rate the resources you use.',
  },
  {
    id: 'alumni-why-join',
    category: 'alumni',
    question: 'Why should I join as an alumni mentor?',
    answer:
      'You help students from your campus prepare for placements, share what you learned, and build a visible record of your contributions through points, levels, badges and your rank on the leaderboard.',
  },
  {
    id: 'alumni-verified',
    category: 'alumni',
    question: 'Are alumni on MentorBridge verified?',
    answer:
      'Yes. Alumni are verified: every account confirms its email address, and administrators review alumni accounts and deactivate any that are not genuine, so students know they are talking to real graduates.',
  },
  {
    id: 'alumni-contribute',
    category: 'alumni',
    question: 'How can I contribute as an alumni?',
    answer:
      'You can answer mentorship requests, host workshops, share interview experiences, add company insights and upload placement resources. Each of these earns points.',
  },
  {
    id: 'alumni-time',
    category: 'alumni',
    question: 'How much time do I need to give?',
    answer:
      'As much as you choose. You decide which requests to accept and how many workshops to host. Please answer requests you cannot take, so students can look elsewhere; requests left unanswered for 7 days are archived automatically.',
  },
  {
    id: 'session-request',
    category: 'mentorship',
    question: 'How does a mentorship request work?',
    answer:
      'A student sends a request with a short message. The alumni accepts it with a reply, a meeting date and a meeting link, or declines it. The student is notified by email either way.',
  },
  {
    id: 'session-free-or-paid',
    category: 'mentorship',
    question: 'Are mentorship sessions free or paid?',
    answer:
      'Both. Mentorship can be free or paid, as the alumni decides. Paid sessions show their price in rupees before you book, and free ones are marked Free.',
  },
  {
    id: 'session-workshops',
    category: 'mentorship',
    question: 'How do I book a workshop?',
    answer:
      'Open Browse Workshops on your dashboard, pick a session with free slots and select Book. The host confirms your booking and shares the meeting link, and you can see it under Booked Workshop.',
  },
  {
    id: 'session-chat',
    category: 'mentorship',
    question: 'Can I chat with my mentor inside MentorBridge?',
    answer:
      'Not yet. In-app chat is planned. For now, you meet through the meeting link your mentor shares, and their contact details become visible to you once they accept your request.',
  },
  {
    id: 'rating-who',
    category: 'leaderboard',
    question: 'Who rates whom?',
    answer:
      'Students rate alumni. After a session is completed, each attending student can leave one rating from 1 to 5 stars with an optional comment.',
  },
  {
    id: 'rating-rank',
    category: 'leaderboard',
    question: 'How are ranks on the leaderboard decided?',
    answer:
      'Ranks depend on three things: the points an alumni has earned, their average rating from students, and their weekly streak of contributions. Ranks are recalculated as these change.',
  },
  {
    id: 'rating-points',
    category: 'leaderboard',
    question: 'How do alumni earn points?',
    answer:
      'Points come from accepted mentorship requests, completed workshops, interview experiences, published resources, company insights, helpful votes and five-star ratings. Missing a request costs a few points.',
  },
  {
    id: 'rating-levels',
    category: 'leaderboard',
    question: 'What are the levels?',
    answer:
      'Bronze (0 to 99 points), Silver (100 to 199), Gold (200 to 299), Platinum (300 to 499) and Diamond (500 and above). Levels update automatically as points change.',
  },
  {
    id: 'privacy-contact-details',
    category: 'security',
    question: 'When can a student see my contact details?',
    answer:
      "An alumni's phone number, email and preferred contact handle are revealed to a student only after the alumni accepts that student's mentorship request. Before that, the profile shows that details are shared after acceptance.",
  },
  {
    id: 'privacy-password',
    category: 'security',
    question: 'How is my account protected?',
    answer:
      'Passwords are stored only as secure hashes, email addresses are verified with a code, and repeated failed sign-in attempts are slowed down. You can also sign in with Google.',
  },
  {
    id: 'privacy-data',
    category: 'security',
    question: 'Do you sell my data?',
    answer:
      'No. We use your information only to run MentorBridge. The Privacy Policy explains what we store, why, and how you can have it corrected or deleted.',
  },
  {
    id: 'college-how-join',
    category: 'colleges',
    question: 'How can our college use MentorBridge?',
    answer:
      'Write to us through the contact page. We help you set up your campus, invite your alumni and students, and give your placement team administrator access.',
  },
  {
    id: 'college-admin',
    category: 'colleges',
    question: 'What can college administrators do?',
    answer:
      'Administrators see platform statistics, manage student and alumni accounts, review and publish placement resources, and handle reports about content.',
  },
  {
    id: 'college-benefit',
    category: 'colleges',
    question: 'How does MentorBridge help our placement cell?',
    answer:
      'It keeps your alumni network engaged with current students, collects interview experiences and company insights in one place, and shows which alumni contribute the most.',
  },
];
