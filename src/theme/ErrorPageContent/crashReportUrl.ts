import {getErrorCausalChain} from '@docusaurus/utils-common';

import {newIssueUrl} from '../../utils/newIssueUrl';

/** The new-issue address of `repository`, with a title and body describing a page crash. */
export function crashReportUrl(repository: string, pageUrl: string, error: Error): string {
  const chain = getErrorCausalChain(error)
    .map((cause) => cause.message)
    .join('\nCaused by: ');
  const body = [`The docs page ${pageUrl} crashed.`, '', 'Error:', '```', chain, '```'].join('\n');
  return newIssueUrl(repository, `Website: page crashed: ${error.message}`, body);
}
