export const PUBLIC_PAGES = [
  { name: 'home', path: '/', heading: 'Bridge the gap between campus and career' },
  { name: 'about', path: '/about', heading: 'About MentorBridge' },
  { name: 'faq', path: '/faq', heading: 'Frequently Asked Questions' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;
