import {useHistory, useLocation} from '@docusaurus/router';
import {useCallback, useMemo} from 'react';

import {type GalleryTag, galleryTagLabels} from '@site/src/data/gallery';

import {readSelectedTags, toggleTag, writeSelectedTags} from './selectedTags';

const knownTags = Object.keys(galleryTagLabels) as GalleryTag[];

/** The gallery's tag selection, kept in the URL so that a filtered view can be shared. */
export function useSelectedTags(): [GalleryTag[], (tag: GalleryTag) => void] {
  const location = useLocation();
  const history = useHistory();
  const selected = useMemo(() => readSelectedTags(location.search, knownTags), [location.search]);
  const toggle = useCallback(
    (tag: GalleryTag) => {
      history.replace({
        ...location,
        search: writeSelectedTags(location.search, toggleTag(selected, tag)),
      });
    },
    [history, location, selected],
  );
  return [selected, toggle];
}
