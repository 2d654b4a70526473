import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {links} from '@site/src/data/site';
import type {ReactNode} from 'react';

import {crashReportUrl} from './crashReportUrl';

export interface Props {
  error: Error;
}

/** Opens a GitHub issue about the crash, pre-filled with the page address and the error. */
export default function ReportProblemLink({error}: Props): ReactNode {
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <p>
      <Link to={crashReportUrl(links.repository, pageUrl, error)}>
        <Translate id="lexical.crash.report" description="Link to report a page crash on GitHub">
          Report this problem
        </Translate>
      </Link>
    </p>
  );
}
