import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState} from 'react';

import {markdownTwinPath} from '../../utils/markdownTwinPath';
import styles from './styles.module.css';

type Copier = typeof import('./copyPage');
const loadCopier = (): Promise<Copier> => import('./copyPage');
const loadMenuList = () => import('./MenuList');
const MenuList = lazy(loadMenuList);

/**
 * "Copy page" copies the page's Markdown twin; the button beside it opens a menu with "Copy page as
 * Markdown" and "View as Markdown". Only the two buttons are in the page's first load: the menu
 * and the copying code load when the reader reaches for the control, and the Markdown when it is
 * used. The outcome is announced in a polite live region.
 */
export default function CopyPageMenu(): ReactNode {
  const twin = markdownTwinPath(useLocation().pathname);
  const menuId = useId();
  /** Whether the menu is open, and which item it focuses when it opens. */
  const [menu, setMenu] = useState<'first' | 'last' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const copier = useRef<Copier | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // Loaded ahead of the click, so that the click reaches the clipboard while it is still a click.
  const prepare = () => {
    void loadCopier().then((module) => (copier.current = module));
    void loadMenuList();
  };

  const copy = () => {
    setMenu(null);
    const run = (module: Copier) => module.copyPage(twin, setStatus);
    void (copier.current ? run(copier.current) : loadCopier().then(run));
  };

  const closeMenu = (returnFocus: boolean) => {
    setMenu(null);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div
      className={styles.copyPage}
      // Pointer events cover mouse, pen and touch; focus covers the keyboard.
      onPointerEnter={prepare}
      onFocus={prepare}>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={copy}>
          {translate({id: 'lexical.copyPage.copy', message: 'Copy page'})}
        </button>
        <button
          ref={trigger}
          type="button"
          className={styles.button}
          aria-label={translate({
            id: 'lexical.copyPage.more',
            message: 'More ways to use this page as Markdown',
          })}
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? menuId : undefined}
          onClick={() => {
            setMenu(menu ? null : 'first');
          }}
          onKeyDown={onTriggerKeyDown}>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      {menu && (
        <Suspense fallback={null}>
          <MenuList id={menuId} twin={twin} initialFocus={menu} onCopy={copy} onClose={closeMenu} />
        </Suspense>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
