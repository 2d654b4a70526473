import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SearchBackend} from './searchSettings';

/** The backend this build was made with (`customFields.search`, set by the site config). */
export function useSearchBackend(): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.search as SearchBackend;
}
