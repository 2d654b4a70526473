import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {type GalleryEntry, galleryTagLabels} from '@site/src/data/gallery';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface Props {
  entry: GalleryEntry;
}

/** One gallery entry: name linked to the project, what it is, its tags and its source. */
export default function GalleryCard({entry}: Props): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h2" className={styles.title}>
        <Link to={entry.website}>{entry.title}</Link>
      </Heading>
      <p className={styles.description}>{entry.description}</p>
      <ul className={styles.tags}>
        {entry.tags.map((tag) => (
          <li key={tag} className="badge badge--secondary">
            {galleryTagLabels[tag]}
          </li>
        ))}
      </ul>
      {entry.source && (
        <Link className={styles.source} to={entry.source}>
          <Translate
            id="gallery.card.source"
            description="Link to a gallery entry's source code"
            values={{title: entry.title}}>
            {'Source code of {title}'}
          </Translate>
        </Link>
      )}
    </li>
  );
}
