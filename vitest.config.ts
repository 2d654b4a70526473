import path from 'node:path';

import {defineConfig} from 'vitest/config';

const mocks = path.resolve(import.meta.dirname, 'tests/unit/mocks');

export default defineConfig({
  resolve: {
    alias: {
      '@site': import.meta.dirname,
      // Only Docusaurus's own modules are replaced; our code runs as it is.
      '@docusaurus/Translate': path.join(mocks, 'Translate.tsx'),
      '@docusaurus/Link': path.join(mocks, 'Link.tsx'),
    },
  },
  // The tsconfig says `jsx: preserve` for Docusaurus's bundler; tests compile JSX themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
