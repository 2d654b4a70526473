import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import LogoImage from '@site/static/img/logo.svg';
import type {Props} from '@theme/Logo';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Ejected: the logo is drawn inline, one SVG themed by CSS, instead of the theme's light and dark
 * `<img>` pair. Each SVG image costs the browser a document of its own (about 60 ms at 4x CPU on
 * every page, two of them with a dark variant), and the pair renders again after hydration to
 * drop the hidden one. The favicon is the same file.
 */
export default function Logo({imageClassName, titleClassName, ...linkProps}: Props): ReactNode {
  const {navbar} = useThemeConfig();
  const home = useBaseUrl('/');
  const image = <LogoImage className={styles.logo} role="img" aria-label="Lexical logo" />;
  return (
    <Link to={home} {...linkProps}>
      {imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {navbar.title != null && <b className={titleClassName}>{navbar.title}</b>}
    </Link>
  );
}
