import {links} from '../data/site';
import {newIssueUrl} from '../utils/newIssueUrl';

/** The modal's 'Let us know.' link: a GitHub issue naming the query that found nothing. */
export function missingResultsUrl({query}: {query: string}): string {
  return newIssueUrl(
    links.repository,
    `Website: no search results for "${query}"`,
    `Searching the docs for "${query}" found nothing, but I expected to find a page about it.`,
  );
}
