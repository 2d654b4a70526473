import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {type GalleryTag, galleryTagLabels} from '@site/src/data/gallery';
import {useCallback, useMemo} from 'react';

import {readSelectedTags, toggleTag, writeSelectedTags} from './selectedTags';

const knownTags = Object.keys(galleryTagLabels) as GalleryTag[];

/**
 * The gallery's tag selection, kept in the URL so that a filtered view can be shared. The
 * pre-rendered page shows every entry; the URL's selection applies once hydrated, so that the
 * first client render matches the server's HTML.
 */
export function useSelectedTags(): [GalleryTag[], (tag: GalleryTag) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const selected = useMemo(() => readSelectedTags(search, knownTags), [search]);
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
