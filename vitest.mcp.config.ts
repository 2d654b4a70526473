import {defineConfig} from 'vitest/config';

/**
 * The MCP server's integration tests: they start the server over stdio against `build/`, so they
 * run after the build (`npm run test:mcp`), apart from the unit tests, which run before it.
 */
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
