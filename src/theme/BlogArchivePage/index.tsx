/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogArchivePage).
 * Why: the stock page puts its title in a <header> outside <main>, a second banner landmark next
 * to the announcement bar, and jumps from the h1 to h3 year headings (axe:
 * landmark-no-duplicate-banner, heading-order). What changed: the title is inside <main>, and the
 * years are h2, and the page links its Markdown twin; the dates come from `useUtcDate` (no Intl
 * set-up in English).
 */
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import MarkdownAlternateLink from '@site/src/components/MarkdownAlternateLink';
import {useUtcDate} from '@site/src/utils/useUtcDate';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

interface YearProp {
  year: string;
  posts: ArchiveBlogPost[];
}

function Year({year, posts}: YearProp): ReactNode {
  const formatDate = useUtcDate('dayAndMonth');
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {`${formatDate(new Date(post.metadata.date))} - ${post.metadata.title}`}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0] ?? '';
    return posts.set(year, [post, ...(posts.get(year) ?? [])]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <MarkdownAlternateLink />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <div className="row">
            {years.map((year) => (
              <section key={year.year} className="col col--4 margin-vert--lg">
                <Year {...year} />
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
