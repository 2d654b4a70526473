import Translate from '@docusaurus/Translate';
import {type GalleryTag, galleryTagLabels} from '@site/src/data/gallery';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface Props {
  selected: readonly GalleryTag[];
  onToggle: (tag: GalleryTag) => void;
}

/** Toggle buttons, one per tag; a pressed button narrows the gallery to entries with that tag. */
export default function GalleryTagFilter({selected, onToggle}: Props): ReactNode {
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>
        <Translate id="gallery.filter.legend" description="Label of the gallery's tag filter">
          Filter by tag
        </Translate>
      </legend>
      <ul className={styles.tags}>
        {(Object.entries(galleryTagLabels) as [GalleryTag, string][]).map(([tag, label]) => (
          <li key={tag}>
            <button
              type="button"
              className={`button button--sm ${selected.includes(tag) ? 'button--primary' : 'button--outline button--secondary'}`}
              aria-pressed={selected.includes(tag)}
              onClick={() => {
                onToggle(tag);
              }}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
