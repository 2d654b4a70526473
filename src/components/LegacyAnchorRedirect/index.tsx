import {useLocation} from '@docusaurus/router';
import {type ReactNode, useEffect} from 'react';

export interface Props {
  /** Old anchor of this page (lowercase, without `#`) → the address it lives at now. */
  targets: Record<string, string>;
}

/**
 * Keeps old links to an API module page working: lexical.dev once documented classes as
 * sections of their module page (`/docs/api/modules/lexical#lexicaleditor`), and members of large
 * modules now live on pages of their own. When the address names an anchor that this page no
 * longer has, it goes to where that anchor lives now. A server cannot redirect on a `#`; a full
 * navigation (rather than the router's) keeps clear of the hydration still under way.
 */
export default function LegacyAnchorRedirect({targets}: Props): ReactNode {
  const {hash} = useLocation();
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    const target = targets[anchor.toLowerCase()];
    if (anchor && target && !document.getElementById(anchor)) {
      window.location.replace(target);
    }
  }, [hash, targets]);
  return null;
}
