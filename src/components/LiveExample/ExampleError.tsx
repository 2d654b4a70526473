import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface Props {
  error: Error;
  onTryAgain: () => void;
}

/** Shown in place of an example that threw or failed to load: the page around it keeps working. */
export default function ExampleError({error, onTryAgain}: Props): ReactNode {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>
        <Translate
          id="lexical.liveExample.error.title"
          description="Title shown when a live example crashed or could not load">
          This example stopped working.
        </Translate>
      </p>
      <pre className={styles.errorMessage}>{error.message}</pre>
      <button type="button" className="button button--sm button--primary" onClick={onTryAgain}>
        <Translate
          id="lexical.liveExample.error.tryAgain"
          description="Button that loads and starts a crashed live example again">
          Try again
        </Translate>
      </button>
    </div>
  );
}
