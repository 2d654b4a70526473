import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import type {ReactNode} from 'react';

import {markdownTwinPath} from '../../utils/markdownTwinPath';

/** Names the page's Markdown twin in its `<head>`, for tools that read docs as Markdown. */
export default function MarkdownAlternateLink(): ReactNode {
  const {pathname} = useLocation();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
    </Head>
  );
}
