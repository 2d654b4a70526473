import MarkdownAlternateLink from '@site/src/components/MarkdownAlternateLink';
import type {Props} from '@theme/BlogLayout';
import BlogLayout from '@theme-original/BlogLayout';
import type {ReactNode} from 'react';

/** Wrapped: every blog page but the archive (which links its own) links its Markdown twin. */
export default function BlogLayoutWithMarkdownLink(props: Props): ReactNode {
  return (
    <>
      <MarkdownAlternateLink />
      <BlogLayout {...props} />
    </>
  );
}
