import { TESTS_THAT_MOCK_MODULES, webProject } from './vitest.projects.ts';

export default webProject({
  name: 'web-isolated',
  include: TESTS_THAT_MOCK_MODULES,
  exclude: [],
  isolate: true,
});
