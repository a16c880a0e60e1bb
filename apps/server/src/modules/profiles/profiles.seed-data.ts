export const COLLEGES = [
  ['IIT Bombay', 'IITB', 'Indian Institute of Technology Bombay'],
  ['IIT Delhi', 'IITD', 'Indian Institute of Technology Delhi'],
  ['NIT Trichy', 'NITT', 'National Institute of Technology Tiruchirappalli'],
  ['BITS Pilani', 'BITS', 'Birla Institute of Technology and Science'],
  ['VIT Vellore', 'VIT', 'Vellore Institute of Technology'],
  ['College of Engineering Pune', 'COEP', 'Savitribai Phule Pune University'],
] as const;

export const COMPANIES = [
  ['Google', 'Software Engineer', 'Technology'],
  ['Microsoft', 'Senior Software Engineer', 'Technology'],
  ['Amazon', 'SDE II', 'E-commerce'],
  ['Flipkart', 'Engineering Manager', 'E-commerce'],
  ['Infosys', 'Technology Lead', 'IT Services'],
  ['TCS', 'Solutions Architect', 'IT Services'],
  ['Goldman Sachs', 'Associate', 'Finance'],
  ['Razorpay', 'Product Manager', 'Fintech'],
  ['Zomato', 'Data Scientist', 'Food Tech'],
  ['Adobe', 'Member of Technical Staff', 'Software'],
] as const;

export const BRANCHES = [
  'Computer Science',
  'Information Technology',
  'Electronics',
  'Electrical',
  'Mechanical',
  'Civil',
] as const;

export const SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'Java',
  'Go',
  'SQL',
  'System Design',
  'Kubernetes',
  'AWS',
  'Machine Learning',
  'Data Structures',
  'Spring Boot',
  'C++',
  'Figma',
] as const;

export const INTERESTS = [
  'Web Development',
  'Backend',
  'Cloud',
  'Data Science',
  'Product Management',
  'Interview Preparation',
  'Competitive Programming',
  'Career Guidance',
  'Startups',
  'Finance',
] as const;

export const FIRST_NAMES = [
  'Aditi',
  'Vikram',
  'Neha',
  'Rohan',
  'Kavya',
  'Siddharth',
  'Pooja',
  'Aman',
  'Ishita',
  'Nikhil',
  'Divya',
  'Harsh',
  'Tanvi',
  'Kunal',
  'Riya',
  'Manish',
  'Shreya',
  'Varun',
  'Anjali',
  'Akash',
  'Nisha',
  'Gaurav',
  'Sanya',
  'Yash',
  'Pallavi',
  'Abhishek',
  'Megha',
  'Tarun',
  'Simran',
  'Prateek',
  'Lavanya',
  'Deepak',
  'Bhavna',
  'Mohit',
  'Charu',
  'Arnav',
] as const;

export const LAST_NAMES = [
  'Sharma',
  'Reddy',
  'Iyer',
  'Kapoor',
  'Menon',
  'Joshi',
  'Bose',
  'Chatterjee',
  'Pillai',
  'Desai',
  'Kulkarni',
  'Malhotra',
  'Rao',
  'Saxena',
  'Verma',
  'Agarwal',
  'Banerjee',
  'Naidu',
] as const;

export function pick<T>(items: readonly T[], seed: number, count: number): T[] {
  return Array.from(
    { length: Math.min(count, items.length) },
    (_, i) => items[(seed * 7 + i * 3) % items.length]!,
  ).filter((item, index, all) => all.indexOf(item) === index);
}
