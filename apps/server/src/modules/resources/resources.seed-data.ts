import type { ResourceFileExtension, ResourceStatus } from '@mentorbridge/shared';
import { docxDocument, pdfDocument, xlsxWorkbook } from './demo-files';

export interface DemoResource {
  title: string;
  description: string;
  category: string;
  tags: string[];
  uploader: string;
  status: ResourceStatus;
  refusalReason?: string;
  daysAgo: number;
  downloads: number;
  views: number;
  ratings: Array<{ by: string; rating: number }>;
  fileName: string;
  ext: ResourceFileExtension;
  content: () => Buffer;
}

const ANANYA = 'ananya.iyer@mentorbridge.demo';
const RAHUL = 'rahul.verma@mentorbridge.demo';
const MEERA = 'meera.nair@mentorbridge.demo';
const ARJUN = 'arjun.mehta@mentorbridge.demo';
const SNEHA = 'sneha.patel@mentorbridge.demo';

export const DEMO_RESOURCES: DemoResource[] = [
  {
    title: 'DSA Interview Cheat Sheet',
    description: 'The patterns that solve most coding rounds, with the time and space cost of each.',
    category: 'Interview Questions',
    tags: ['DSA', 'Arrays', 'Graphs', 'Dynamic Programming'],
    uploader: ANANYA,
    status: 'published',
    daysAgo: 20,
    downloads: 42,
    views: 130,
    ratings: [
      { by: ARJUN, rating: 5 },
      { by: SNEHA, rating: 4 },
    ],
    fileName: 'DSA Interview Cheat Sheet.pdf',
    ext: 'pdf',
    content: () =>
      pdfDocument('DSA Interview Cheat Sheet', [
        'Two pointers: sorted arrays, pair sums, removing duplicates. O(n) time, O(1) space.',
        'Sliding window: longest or shortest subarray with a property. O(n).',
        'Binary search: sorted data, or the smallest answer that passes a check. O(log n).',
        'Hash map: counting, seen-before, two-sum. O(n) time, O(n) space.',
        'BFS: shortest path in an unweighted graph, level order. O(V + E).',
        'DFS: connected components, cycle detection, topological order. O(V + E).',
        'Heap: k largest, merging sorted lists, scheduling. O(n log k).',
        'Dynamic programming: define the state, the transition, the base case, the order.',
        'Say the brute force first, then improve it out loud.',
      ]),
  },
  {
    title: 'Aptitude Formula Sheet',
    description:
      'Percentages, ratios, time and work, speed and distance, interest: every formula on one page.',
    category: 'Aptitude Practice',
    tags: ['Quant', 'Formulas', 'Aptitude'],
    uploader: RAHUL,
    status: 'published',
    daysAgo: 12,
    downloads: 27,
    views: 88,
    ratings: [{ by: ARJUN, rating: 4 }],
    fileName: 'Aptitude Formula Sheet.pdf',
    ext: 'pdf',
    content: () =>
      pdfDocument('Aptitude Formula Sheet', [
        'Percentage change = (new - old) / old x 100',
        'Simple interest = P x R x T / 100',
        'Compound amount = P x (1 + R/100) ^ T',
        'Speed = distance / time; relative speed adds when moving towards each other.',
        'Time and work: if A takes a days and B takes b days, together ab / (a + b) days.',
        'Profit % = profit / cost price x 100',
        'Average = sum of observations / number of observations',
      ]),
  },
  {
    title: 'One-Page Resume Template',
    description: 'A clean one-page resume for freshers: education, projects, skills and achievements.',
    category: 'Resume Template',
    tags: ['Resume', 'Freshers'],
    uploader: MEERA,
    status: 'published',
    daysAgo: 8,
    downloads: 35,
    views: 97,
    ratings: [
      { by: SNEHA, rating: 5 },
      { by: ARJUN, rating: 5 },
    ],
    fileName: 'One-Page Resume Template.docx',
    ext: 'docx',
    content: () =>
      docxDocument('Your Name', [
        'email@example.com | +91 90000 00000 | linkedin.com/in/your-name | github.com/your-name',
        'EDUCATION: B.Tech, Computer Science, Your College (2022-2026), CGPA 8.5',
        'PROJECTS: Project name - what it does, the stack, and one number that shows its impact.',
        'SKILLS: Languages, frameworks, tools. Keep it to what you can discuss in an interview.',
        'ACHIEVEMENTS: Hackathons, ranks, open-source contributions, positions of responsibility.',
      ]),
  },
  {
    title: 'System Design Preparation Roadmap',
    description: 'Six weeks from the basics of scaling to designing a feed, a chat and a URL shortener.',
    category: 'Preparation Roadmap',
    tags: ['System Design', 'Roadmap'],
    uploader: ANANYA,
    status: 'pending',
    daysAgo: 1,
    downloads: 0,
    views: 0,
    ratings: [],
    fileName: 'System Design Roadmap.pdf',
    ext: 'pdf',
    content: () =>
      pdfDocument('System Design Preparation Roadmap', [
        'Week 1: latency, throughput, availability; vertical and horizontal scaling.',
        'Week 2: load balancers, caches, CDNs.',
        'Week 3: SQL and NoSQL, indexes, replication, sharding.',
        'Week 4: queues, streams, idempotency, retries.',
        'Week 5: design a URL shortener and a rate limiter.',
        'Week 6: design a news feed and a chat system; practise out loud.',
      ]),
  },
  {
    title: 'Mock Test Score Tracker',
    description: 'A workbook to log mock test scores by section and watch the weak areas improve.',
    category: 'Mock Tests',
    tags: ['Mock Tests', 'Tracker'],
    uploader: RAHUL,
    status: 'pending',
    daysAgo: 2,
    downloads: 0,
    views: 0,
    ratings: [],
    fileName: 'Mock Test Score Tracker.xlsx',
    ext: 'xlsx',
    content: () =>
      xlsxWorkbook('Scores', [
        ['Test', 'Quant', 'Logical', 'Verbal', 'Total'],
        ['Mock 1', 14, 12, 15, 41],
        ['Mock 2', 16, 13, 15, 44],
        ['Mock 3', 18, 15, 16, 49],
      ]),
  },
  {
    title: 'Company Brochure Collection',
    description: 'Brochures of companies that visited campus last year.',
    category: 'Placement Brochures',
    tags: ['Companies'],
    uploader: MEERA,
    status: 'refused',
    refusalReason:
      'These are copies of company brochures we may not share. Please upload your own notes about the companies instead.',
    daysAgo: 5,
    downloads: 0,
    views: 0,
    ratings: [],
    fileName: 'Company Brochures.pdf',
    ext: 'pdf',
    content: () =>
      pdfDocument('Company Brochure Collection', ['Brochures of the companies that visited campus.']),
  },
];
