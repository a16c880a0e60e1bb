/** Every client route, written once (part 1 section 2 and part 2 section 2). */
export const paths = {
  home: '/',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  register: '/register',
  registerGoogle: '/register-google',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  googleSuccess: '/auth/google/success',
  completeProfile: '/complete-profile',
  completeAlumniProfile: '/complete-alumni-profile',
  studentDashboard: '/student-dashboard',
  findMentor: '/find-mentor',
  alumniDashboard: '/alumni-dashboard',
  adminDashboard: '/admin-dashboard',
  interviews: '/interviews',
  companyInsights: '/company-insights',
  companyInsightsCreate: '/company-insights/create',
  companyInsightsEdit: (id: string) => `/company-insights/edit/${encodeURIComponent(id)}`,
  mentorship: '/mentorship',
  mentorshipDashboard: '/mentorship-dashboard',
  resources: '/resources',
  adminResources: '/admin/resources',
  leaderboard: '/leaderboard',
  studentProfile: '/student/profile',
  alumniProfile: '/alumni/profile',
  alumniPublicProfile: (id: string) => `/alumni/${encodeURIComponent(id)}`,
  qa: '/qa',
  devMailbox: '/dev/mailbox',
  notifications: '/notifications',
} as const;

/** Route patterns for the parameterised paths above (the functions encode their argument, so ':id' cannot pass through them). */
export const routePatterns = {
  companyInsightsEdit: '/company-insights/edit/:id',
  alumniPublicProfile: '/alumni/:id',
  /** The interview list's View Profile target in part 2 section 2.5; the profile page lives at /alumni/:id. */
  alumniProfileAlias: '/alumni-profile/:id',
} as const;
