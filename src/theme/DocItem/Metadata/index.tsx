import MarkdownAlternateLink from '@site/src/components/MarkdownAlternateLink';
import Metadata from '@theme-original/DocItem/Metadata';
import type {ReactNode} from 'react';

/** Wrapped: every doc (API pages included) also links its Markdown twin. */
export default function DocItemMetadata(): ReactNode {
  return (
    <>
      <Metadata />
      <MarkdownAlternateLink />
    </>
  );
}
