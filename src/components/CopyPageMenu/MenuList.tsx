import {translate} from '@docusaurus/Translate';
import {type KeyboardEvent, type ReactNode, useEffect, useRef} from 'react';

import styles from './styles.module.css';

interface Props {
  id: string;
  /** The Markdown twin's address, for "View as Markdown". */
  twin: string;
  /** Which item takes the focus when the menu opens. */
  initialFocus: 'first' | 'last';
  onCopy: () => void;
  /** Closes the menu; `returnFocus` when the focus should go back to the menu button (Escape). */
  onClose: (returnFocus: boolean) => void;
}

/** The Copy page menu (loaded when the reader first reaches for the control): arrow keys, Home/End, Escape. */
export default function MenuList({id, twin, initialFocus, onCopy, onClose}: Props): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const items = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);

  useEffect(() => {
    items()
      .at(initialFocus === 'first' ? 0 : -1)
      ?.focus();
    const closeOutside = (event: PointerEvent) => {
      // The menu button toggles the menu itself.
      if (!menu.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
    // Runs once: the menu is mounted each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.findIndex((item) => item === document.activeElement);
    const target = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      all[target]?.focus();
    } else if (event.key === 'Escape') {
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={translate({id: 'lexical.copyPage.menu', message: 'Page as Markdown'})}
      className={styles.menu}
      onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} onClick={onCopy}>
          {translate({id: 'lexical.copyPage.copyAsMarkdown', message: 'Copy page as Markdown'})}
        </button>
      </li>
      <li role="none">
        {/* A static file, not a route: a plain link, so the router leaves it alone. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a role="menuitem" tabIndex={-1} href={twin} target="_blank" rel="noopener">
          {translate({id: 'lexical.copyPage.view', message: 'View as Markdown'})}
        </a>
      </li>
    </ul>
  );
}
