import type { Difficulty, Outcome, StoredQuestion } from '@mentorbridge/shared';

export type DemoAuthor = 'ananya' | 'rahul' | 'meera';
export type DemoReader = 'arjun' | 'sneha';

export interface DemoExperience {
  author: DemoAuthor;
  /** Posted this many days before the seed runs; the interview was `interviewedBefore` days earlier. */
  postedDaysAgo: number;
  interviewedBefore: number;
  company: string;
  role: string;
  difficulty: Difficulty;
  outcome: Outcome;
  rounds: number;
  questions: StoredQuestion[];
  companyExpectations: string;
  tips: string;
  helpfulFrom: DemoReader[];
}

export const q = (
  round: string,
  types: string[],
  question: string,
  myAnswer: string,
  expectedAnswer = '',
): StoredQuestion => ({ question, myAnswer, expectedAnswer, round, types });

export const EARLIER_EXPERIENCES: DemoExperience[] = [
  {
    author: 'ananya',
    postedDaysAgo: 58,
    interviewedBefore: 12,
    company: 'Google',
    role: 'Software Engineer',
    difficulty: 'Hard',
    outcome: 'selected',
    rounds: 5,
    questions: [
      q(
        'Technical 1',
        ['Technical', 'Coding'],
        'Given a stream of integers, return the running median after each new number.',
        'I kept two heaps: a max-heap for the lower half and a min-heap for the upper half, rebalancing after every insert.',
        'Two heaps, sizes differing by at most one: O(log n) per insert and O(1) to read the median.',
      ),
      q(
        'Technical 2',
        ['Technical', 'Problem Solving'],
        'Find the shortest path in a grid from the top-left to the bottom-right corner when you may remove at most k obstacles.',
        'BFS over states (row, column, obstacles removed so far), keeping the best k seen for each cell.',
        'Breadth-first search on (r, c, k) states; O(rows × cols × k) time and memory.',
      ),
      q(
        'Googleyness',
        ['Behavioral'],
        'Tell me about a time you disagreed with a teammate about a technical decision.',
        'I described a caching debate in my internship, how we ran a small benchmark and let the numbers decide.',
      ),
    ],
    companyExpectations:
      'Clear thinking out loud, clean code without an IDE, and complexity analysis for every solution.',
    tips: 'Practise on a plain document, not an editor with autocomplete. Ask clarifying questions before coding.',
    helpfulFrom: ['arjun', 'sneha'],
  },
  {
    author: 'ananya',
    postedDaysAgo: 45,
    interviewedBefore: 20,
    company: 'Microsoft',
    role: 'Software Engineer',
    difficulty: 'Medium',
    outcome: 'selected',
    rounds: 4,
    questions: [
      q(
        'Technical',
        ['Technical', 'Coding'],
        'Implement an LRU cache with get and put in O(1).',
        'A hash map from key to node plus a doubly linked list ordered by recency.',
        'Hash map + doubly linked list; move a node to the front on every access, evict from the tail.',
      ),
      q(
        'Design',
        ['System Design'],
        'Design a URL shortener that handles 10,000 writes per second.',
        'Base62 ids from a counter service, a key-value store, and a CDN cache in front of redirects.',
      ),
      q(
        'HR',
        ['HR'],
        'Why Microsoft, and which product would you like to work on?',
        'I talked about developer tools and my open-source work on a VS Code extension.',
      ),
    ],
    companyExpectations: 'Strong fundamentals in data structures and a collaborative attitude.',
    tips: 'The AA (as appropriate) round is mostly about past projects: know your resume deeply.',
    helpfulFrom: ['arjun'],
  },
  {
    author: 'rahul',
    postedDaysAgo: 40,
    interviewedBefore: 15,
    company: 'Amazon',
    role: 'SDE I',
    difficulty: 'Medium',
    outcome: 'rejected',
    rounds: 4,
    questions: [
      q(
        'Online assessment',
        ['Technical', 'Coding'],
        'Count the number of islands in a 2D grid of land and water.',
        'Depth-first search from every unvisited land cell, marking the island as visited.',
        'DFS or BFS flood fill, or union-find; O(rows × cols).',
      ),
      q(
        'Bar raiser',
        ['Behavioral'],
        'Tell me about a time you took ownership of a problem that was not yours.',
        'I fixed a flaky deployment script for another team; I should have quantified the impact better.',
        'A STAR answer mapped to the Ownership leadership principle, with measurable results.',
      ),
      q(
        'Technical 2',
        ['System Design'],
        'Design the order-tracking service for a delivery app.',
        'Event-driven updates through a queue, a status table per order, and push notifications.',
      ),
    ],
    companyExpectations: 'Every answer is judged against the leadership principles.',
    tips: 'Prepare two stories per leadership principle, with numbers. My stories were too vague.',
    helpfulFrom: ['sneha'],
  },
  {
    author: 'rahul',
    postedDaysAgo: 33,
    interviewedBefore: 10,
    company: 'Flipkart',
    role: 'SDE II',
    difficulty: 'Hard',
    outcome: 'selected',
    rounds: 4,
    questions: [
      q(
        'Machine coding',
        ['Coding'],
        'Build a working parking-lot system in 90 minutes: multiple floors, vehicle types and tickets.',
        'Classes for lot, floor, slot and ticket, a strategy for slot allocation, and unit tests for the edge cases.',
        'Extensible, runnable code with clear separation of concerns; tests count.',
      ),
      q(
        'Design',
        ['System Design'],
        'How would you shard the cart service, and what happens when a node is added?',
        'Consistent hashing with virtual nodes, so adding a node moves only a small share of carts.',
      ),
      q(
        'Hiring manager',
        ['Behavioral'],
        'Walk me through the hardest project you have shipped.',
        'A migration of our search index with zero downtime, and what I would do differently.',
      ),
    ],
    companyExpectations:
      'Working code in the machine-coding round is a must; design must scale to sale days.',
    tips: 'Time-box the machine coding round: get a runnable version first, then refactor.',
    helpfulFrom: ['arjun', 'sneha'],
  },
  {
    author: 'meera',
    postedDaysAgo: 30,
    interviewedBefore: 25,
    company: 'Goldman Sachs',
    role: 'Analyst',
    difficulty: 'Hard',
    outcome: 'selected',
    rounds: 5,
    questions: [
      q(
        'Aptitude',
        ['Aptitude'],
        'Two cards are drawn from a deck without replacement. What is the probability both are aces?',
        '4/52 × 3/51 = 1/221.',
        '1/221',
      ),
      q(
        'Technical',
        ['Technical', 'Coding'],
        'Reverse a linked list in groups of k nodes.',
        'Iteratively reversed each block of k and linked the tail of the previous block to the new head.',
      ),
      q(
        'HR',
        ['HR'],
        'Why finance, and why Goldman Sachs?',
        'Engineering for markets: low latency, correctness, and the scale of the risk platforms.',
      ),
    ],
    companyExpectations: 'Quick mental maths, probability, and precise answers under time pressure.',
    tips: 'Revise probability puzzles and practise the HackerRank-style online test against the clock.',
    helpfulFrom: ['sneha'],
  },
  {
    author: 'meera',
    postedDaysAgo: 26,
    interviewedBefore: 30,
    company: 'Infosys',
    role: 'Systems Engineer',
    difficulty: 'Easy',
    outcome: 'selected',
    rounds: 2,
    questions: [
      q(
        'Aptitude',
        ['Aptitude'],
        'Online test: quantitative aptitude, logical reasoning and verbal ability in 100 minutes.',
        'Percentages, time and work, seating arrangements and reading comprehension.',
      ),
      q(
        'Technical',
        ['Technical'],
        'What is the difference between an abstract class and an interface in Java?',
        'Abstract classes can hold state and constructors; a class can implement many interfaces but extend one class.',
        'State, constructors, multiple inheritance of type, and default methods since Java 8.',
      ),
      q(
        'HR',
        ['HR'],
        'Are you willing to relocate and work in shifts?',
        'Yes; I mentioned I had already looked at the Mysuru training campus.',
      ),
    ],
    companyExpectations: 'Basics of one programming language, DBMS and good communication.',
    tips: 'The aptitude cut-off matters most; the interview is a conversation about your final-year project.',
    helpfulFrom: ['arjun'],
  },
];
