import Translate, {translate} from '@docusaurus/Translate';
import GalleryCard from '@site/src/components/GalleryCard';
import GalleryTagFilter from '@site/src/components/GalleryTagFilter';
import {filterByTags} from '@site/src/components/GalleryTagFilter/selectedTags';
import {useSelectedTags} from '@site/src/components/GalleryTagFilter/useSelectedTags';
import {galleryEntries} from '@site/src/data/gallery';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

import styles from './gallery.module.css';

const title = translate({id: 'gallery.title', message: 'Gallery', description: 'Gallery title'});
const description = translate({
  id: 'gallery.description',
  message: 'Editors, products and examples built with Lexical.',
  description: 'Gallery page description',
});

export default function Gallery(): ReactNode {
  const [selectedTags, toggleTag] = useSelectedTags();
  const shown = filterByTags(galleryEntries, selectedTags);
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>{description}</p>
        <GalleryTagFilter selected={selectedTags} onToggle={toggleTag} />
        <p aria-live="polite" className={styles.count}>
          <Translate
            id="gallery.count"
            description="How many gallery entries the filter shows"
            values={{shown: shown.length, total: galleryEntries.length}}>
            {'Showing {shown} of {total} projects'}
          </Translate>
        </p>
        <ul className={styles.grid}>
          {shown.map((entry) => (
            <GalleryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      </main>
    </Layout>
  );
}
