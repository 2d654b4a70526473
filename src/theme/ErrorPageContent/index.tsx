/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/ErrorPageContent).
 * Why: wrapping cannot put content inside the page's <main>, and the crash page should offer a
 * way to report the crash. What changed: a "Report this problem" link under the error text,
 * opening a GitHub issue pre-filled with the page address and the error's causal chain.
 */
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import ReportProblemLink from './ReportProblemLink';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton
              onClick={tryAgain}
              className="button button--primary shadow--lw"
            />
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
          <ReportProblemLink error={error} />
        </div>
      </div>
    </main>
  );
}
