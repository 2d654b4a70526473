/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogPostItem/Header/Info).
 * Why: the stock component formats the post's date with `Intl.DateTimeFormat`, whose set-up costs
 * a blog page's first paint. What changed: the date comes from `useUtcDate`, which writes the
 * same text without Intl in English; other locales still use Intl.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useUtcDate} from '@site/src/utils/useUtcDate';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: minutes},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const formatDate = useUtcDate('long');
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(new Date(date))}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
