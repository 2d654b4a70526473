import {crashReportUrl} from '@site/src/theme/ErrorPageContent/crashReportUrl';
import {describe, expect, it} from 'vitest';

describe('crashReportUrl', () => {
  const error = new Error('Outer failure', {cause: new Error('Inner cause')});
  const url = new URL(
    crashReportUrl('https://github.com/facebook/lexical', 'https://lexical.dev/docs/x', error),
  );

  it('opens a new issue on the repository', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/facebook/lexical/issues/new');
  });

  it('names the error in the title', () => {
    expect(url.searchParams.get('title')).toBe('Website: page crashed: Outer failure');
  });

  it('puts the page address and the whole causal chain in the body', () => {
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('https://lexical.dev/docs/x');
    expect(body).toContain('Outer failure\nCaused by: Inner cause');
  });
});
