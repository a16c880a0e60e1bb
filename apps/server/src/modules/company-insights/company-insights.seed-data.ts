import type { InsightInput } from '@mentorbridge/shared';

export interface DemoInsight {
  creator: string;
  daysAgo: number;
  insight: InsightInput;
  ratings: Array<{ by: string; rating: number; comment: string; daysAgo: number }>;
}

const ANANYA = 'ananya.iyer@mentorbridge.demo';
const RAHUL = 'rahul.verma@mentorbridge.demo';
const MEERA = 'meera.nair@mentorbridge.demo';
const ADMIN = 'admin@mentorbridge.demo';
const ARJUN = 'arjun.mehta@mentorbridge.demo';
const SNEHA = 'sneha.patel@mentorbridge.demo';

export const DEMO_INSIGHTS: DemoInsight[] = [
  {
    creator: ANANYA,
    daysAgo: 40,
    insight: {
      company: 'Google',
      logo: '🔍',
      industry: 'Technology',
      location: 'Bengaluru, Hyderabad',
      companySize: 'Large',
      recruitmentPattern:
        'On-campus drive in August for SWE interns and new grads; off-campus through referrals and the careers portal all year.',
      rolesOffered: ['Software Engineer', 'SRE', 'Data Engineer', 'Product Manager'],
      hiringProcess: {
        rounds: 5,
        duration: '4-6 weeks',
        description:
          'Online assessment (2 coding problems), two technical phone screens, then onsite loop of 3 coding/design rounds and a Googleyness round. Hiring committee decides afterwards.',
      },
      salaryRange: { min: 2_800_000, max: 4_500_000, currency: 'INR' },
      workCulture:
        'Engineering-driven, strong code-review culture, flexible hybrid work and plenty of internal mobility.',
      benefits: ['Free meals', 'Health insurance for family', 'Learning budget', 'Gym reimbursement'],
      tips: 'Practise explaining your approach aloud; interviewers grade communication as much as the final code.',
      expectations: {
        technical: ['Data structures and algorithms', 'Time and space complexity', 'Basic system design'],
        behavioral: ['Collaboration', 'Handling ambiguity', 'Ownership'],
        educational: 'B.Tech/B.E. or M.Tech in CS or related branches; no CGPA cut-off on paper.',
      },
    },
    ratings: [
      {
        by: ARJUN,
        rating: 5,
        comment: 'The round-by-round breakdown was spot on for my interview.',
        daysAgo: 30,
      },
      { by: SNEHA, rating: 4, comment: 'Very helpful, would love more on the design round.', daysAgo: 25 },
      { by: MEERA, rating: 5, comment: 'Matches what my friends at Google describe.', daysAgo: 20 },
    ],
  },
  {
    creator: RAHUL,
    daysAgo: 35,
    insight: {
      company: 'Microsoft',
      logo: '🪟',
      industry: 'Technology',
      location: 'Redmond, WA',
      companySize: 'Large',
      recruitmentPattern:
        'University hiring for Redmond through the US careers site; Indian graduates usually join via an internal transfer after two years in Hyderabad.',
      rolesOffered: ['Software Engineer', 'Program Manager', 'Cloud Solution Architect'],
      hiringProcess: {
        rounds: 4,
        duration: '3-5 weeks',
        description:
          'Recruiter screen, one technical phone interview, then a virtual loop of three interviews including an "as appropriate" round with a senior manager.',
      },
      salaryRange: { min: 120_000, max: 165_000, currency: 'USD' },
      workCulture:
        'Growth mindset is taken seriously; teams are collaborative and work-life balance is good.',
      benefits: ['Stock awards', 'Relocation support', 'Health, dental and vision', '401(k) match'],
      tips: 'Study the team you are interviewing for and prepare one story on a failure you learnt from.',
      expectations: {
        technical: ['Coding in one language fluently', 'Object-oriented design', 'Testing your code'],
        behavioral: ['Growth mindset', 'Customer focus'],
        educational: 'Bachelor’s or Master’s in Computer Science or equivalent experience.',
      },
    },
    ratings: [
      { by: SNEHA, rating: 4, comment: 'Good overview of the loop.', daysAgo: 18 },
      { by: ANANYA, rating: 4, comment: 'Accurate; the AA round is exactly like this.', daysAgo: 16 },
    ],
  },
  {
    creator: MEERA,
    daysAgo: 30,
    insight: {
      company: 'Amazon',
      logo: '📦',
      industry: 'E-commerce',
      location: 'Bengaluru, Chennai, Hyderabad',
      companySize: 'Large',
      recruitmentPattern:
        'On-campus SDE-1 hiring in the first placement phase, plus regular hiring events for experienced engineers.',
      rolesOffered: ['SDE 1', 'Support Engineer', 'Business Analyst', 'Data Engineer'],
      hiringProcess: {
        rounds: 4,
        duration: '2-3 weeks',
        description:
          'Online assessment with coding and a work-style survey, then three to four interviews mixing coding, low-level design and Leadership Principles; a Bar Raiser sits in one of them.',
      },
      salaryRange: { min: 1_800_000, max: 3_200_000, currency: 'INR' },
      workCulture: 'Fast-paced and metrics-driven; ownership is high and on-call is part of the job.',
      benefits: ['Joining bonus', 'RSUs vesting over four years', 'Health insurance'],
      tips: 'Have two STAR stories for every Leadership Principle; each interviewer is assigned a few.',
      expectations: {
        technical: ['Arrays, trees and graphs', 'Low-level design', 'Writing clean, testable code'],
        behavioral: ['Leadership Principles', 'Bias for action', 'Customer obsession'],
        educational: 'B.Tech/B.E., M.Tech or MCA; 6.5 CGPA or above is usually expected on campus.',
      },
    },
    ratings: [
      { by: ARJUN, rating: 4, comment: 'The Leadership Principles tip saved me.', daysAgo: 12 },
      { by: SNEHA, rating: 3, comment: 'Useful, but the salary range seems dated.', daysAgo: 10 },
    ],
  },
  {
    creator: RAHUL,
    daysAgo: 28,
    insight: {
      company: 'Infosys',
      logo: '🅸',
      industry: 'Consulting',
      location: 'Mysuru (training), Pune, Bengaluru',
      companySize: 'Large',
      recruitmentPattern:
        'Mass recruitment through campus drives and InfyTQ; Specialist Programmer and Digital Specialist tracks for top scorers.',
      rolesOffered: ['Systems Engineer', 'Digital Specialist Engineer', 'Specialist Programmer'],
      hiringProcess: {
        rounds: 3,
        duration: '1-2 weeks',
        description:
          'Online test (aptitude, reasoning, pseudo-code and verbal), a technical interview and an HR interview; higher tracks add a harder coding test.',
      },
      salaryRange: { min: 360_000, max: 950_000, currency: 'INR' },
      workCulture: 'Structured, process-oriented, with a long training program at the Mysuru campus.',
      benefits: ['Mysuru training campus', 'Certifications paid for', 'Health insurance'],
      tips: 'Aim for the Specialist Programmer test: the package is more than double the base role.',
      expectations: {
        technical: ['Basics of one programming language', 'DBMS and SQL', 'OOP concepts'],
        behavioral: ['Willingness to relocate', 'Communication'],
        educational: 'Any engineering branch, 60% throughout, no active backlogs at joining.',
      },
    },
    ratings: [
      { by: ARJUN, rating: 5, comment: 'Clear explanation of the different tracks.', daysAgo: 9 },
      { by: SNEHA, rating: 4, comment: 'Helped me decide to prepare for the SP test.', daysAgo: 8 },
    ],
  },
  {
    creator: ADMIN,
    daysAgo: 25,
    insight: {
      company: 'TCS',
      logo: '🏢',
      industry: 'Consulting',
      location: 'Pan India',
      companySize: 'Large',
      recruitmentPattern:
        'National Qualifier Test (TCS NQT) open to all final-year students, several times a year.',
      rolesOffered: ['Ninja', 'Digital', 'Prime'],
      hiringProcess: {
        rounds: 3,
        duration: '2-4 weeks',
        description:
          'TCS NQT (cognitive and programming sections) decides the track, followed by a combined technical, managerial and HR interview.',
      },
      salaryRange: { min: 336_000, max: 900_000, currency: 'INR' },
      workCulture: 'Stable, large projects across domains, with structured career paths.',
      benefits: ['Job security', 'Onsite opportunities', 'Internal learning platform'],
      tips: 'Your NQT score decides Ninja vs Digital vs Prime: the programming section matters most.',
      expectations: {
        technical: ['Programming fundamentals', 'Basic data structures', 'Your final-year project'],
        behavioral: ['Adaptability', 'Team work'],
        educational: 'B.E./B.Tech/M.E./M.Tech/MCA/M.Sc with 60% or 6 CGPA throughout.',
      },
    },
    ratings: [{ by: SNEHA, rating: 4, comment: 'Short and to the point.', daysAgo: 6 }],
  },
  {
    creator: ANANYA,
    daysAgo: 20,
    insight: {
      company: 'Flipkart',
      logo: '🛒',
      industry: 'E-commerce',
      location: 'Bengaluru',
      companySize: 'Large',
      recruitmentPattern:
        'Campus hiring at tier-1 colleges for SDE-1 and APM roles; GRiD hackathon and off-campus drives for others.',
      rolesOffered: ['SDE 1', 'Associate Product Manager', 'UI Engineer'],
      hiringProcess: {
        rounds: 4,
        duration: '2-3 weeks',
        description:
          'Online coding test, a machine-coding round (90 minutes, working code), a problem-solving round and a hiring-manager round.',
      },
      salaryRange: { min: 2_500_000, max: 3_600_000, currency: 'INR' },
      workCulture: 'Start-up energy at scale; Big Billion Days are intense but rewarding.',
      benefits: ['ESOPs', 'Employee discounts', 'Health insurance'],
      tips: 'Practise machine coding: a working, extensible solution beats a clever half-finished one.',
      expectations: {
        technical: ['Machine coding', 'Design patterns', 'Problem solving'],
        behavioral: ['Ownership', 'Bias for action'],
        educational: 'B.Tech/M.Tech in CS/IT/ECE.',
      },
    },
    ratings: [
      { by: ARJUN, rating: 5, comment: 'The machine-coding advice is gold.', daysAgo: 5 },
      { by: RAHUL, rating: 4, comment: 'Agree with every point.', daysAgo: 4 },
    ],
  },
  {
    creator: MEERA,
    daysAgo: 15,
    insight: {
      company: 'Goldman Sachs',
      logo: '💰',
      industry: 'Finance',
      location: 'New York, Bengaluru',
      companySize: 'Large',
      recruitmentPattern:
        'Summer analyst internships convert to full-time offers; a few lateral analyst roles each year.',
      rolesOffered: ['Engineering Analyst', 'Quant Strategist', 'Operations Analyst'],
      hiringProcess: {
        rounds: 5,
        duration: '3-6 weeks',
        description:
          'HackerRank test with coding, maths and a short essay, then a "Superday" of three to four back-to-back interviews on coding, probability and fit.',
      },
      salaryRange: { min: 110_000, max: 150_000, currency: 'USD' },
      workCulture: 'Demanding and high-performing; strong mentorship and a polished client focus.',
      benefits: ['Annual bonus', 'Wellness programs', 'Parental leave'],
      tips: 'Brush up probability puzzles and be ready to explain why finance, not just why tech.',
      expectations: {
        technical: ['Data structures', 'Probability and statistics', 'SQL'],
        behavioral: ['Integrity', 'Client focus', 'Team work'],
        educational: 'Strong academic record in engineering, mathematics or statistics.',
      },
    },
    ratings: [
      { by: ARJUN, rating: 3, comment: 'Good, though the essay part surprised me.', daysAgo: 3 },
      { by: SNEHA, rating: 4, comment: 'The probability tip was useful.', daysAgo: 2 },
    ],
  },
  {
    creator: RAHUL,
    daysAgo: 7,
    insight: {
      company: 'Zoho',
      logo: '🧩',
      industry: 'Technology',
      location: 'Chennai, Tenkasi',
      companySize: 'Medium',
      recruitmentPattern:
        'Off-campus drives open to all branches and years; no degree required for some roles.',
      rolesOffered: ['Member Technical Staff', 'Software Developer', 'Technical Support Engineer'],
      hiringProcess: {
        rounds: 5,
        duration: '2-4 weeks',
        description:
          'Written aptitude and C output-prediction test, basic programming round, advanced programming round (build a small system), then technical and HR interviews.',
      },
      salaryRange: { min: 600_000, max: 1_200_000, currency: 'INR' },
      workCulture: 'Product-first and frugal; rural offices, long tenures and little hierarchy.',
      benefits: ['Free food', 'Rural office option', 'Long-term stability'],
      tips: 'Master C pointers and output questions; the advanced round rewards clean, modular code.',
      expectations: {
        technical: ['C and pointers', 'Logic building', 'Object-oriented design'],
        behavioral: ['Curiosity', 'Long-term commitment'],
        educational: 'Any degree or none; skills matter more than marks.',
      },
    },
    ratings: [],
  },
];
