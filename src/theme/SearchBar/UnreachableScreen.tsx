import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

import styles from './UnreachableScreen.module.css';

export interface Props {
  /** The element the modal is rendered in. */
  container: HTMLElement;
}

/**
 * DocSearch 3.9's 'Unable to fetch results' screen, shown when a query failed because no search
 * host (or, embedded, no index) could be reached. DocSearch sets that status itself, but the
 * autocomplete library under it resets the status to idle as soon as the query settles, so the
 * modal would show 'No results for' instead; this puts the spec's error screen in its place.
 */
export default function UnreachableScreen({container}: Props): ReactNode {
  // Shown only after a query failed, so the modal has rendered its dropdown by now.
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  return createPortal(
    <div className={`DocSearch-ErrorScreen ${styles.screen}`} role="alert">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>,
    dropdown,
  );
}
