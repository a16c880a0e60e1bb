import { TESTS_THAT_MOCK_MODULES, webProject } from './vitest.projects.ts';

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: TESTS_THAT_MOCK_MODULES,
  isolate: false,
});
