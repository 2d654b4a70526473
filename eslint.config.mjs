import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    'build-e2e-hosted/',
    '.docusaurus/',
    '.doc-code/',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  {
    plugins: {'simple-import-sort': simpleImportSort},
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // `const {dropped, ...kept} = value` is how an object loses a field.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended, reactHooks.configs.flat.recommended],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '×', '→', '←', 'K']},
      ],
    },
  },
  {
    files: ['src/plugins/test-routes/**'],
    // Test-only page: its strings are never shown to readers.
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
  {
    files: ['src/examples/**'],
    // Live examples are shown to readers as their source: plain Lexical programs, like the code
    // samples in the guides, with their English strings inline rather than behind translate().
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
);
