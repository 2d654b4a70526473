import {type RefObject, useEffect} from 'react';

export interface ModalFocus {
  isOpen: boolean;
  /** The element the modal is rendered into. */
  container: HTMLElement | null;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Keeps focus in the search modal while it is open, and gives it back to the search button once
 * the modal has closed. A page still loading when the modal opened (the reader pressed Ctrl+K
 * right after choosing a hit) renders under it later, and Docusaurus then moves focus to the top
 * of the new page (its skip-to-content reset): the keys typed after that, Enter on a hit
 * included, would reach the page instead of the modal.
 */
export function useModalFocus({isOpen, container, searchButtonRef}: ModalFocus): void {
  useEffect(() => {
    if (!isOpen || !container) return undefined;
    const keepFocusInModal = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
      }
    };
    document.addEventListener('focusin', keepFocusInModal);
    return () => {
      document.removeEventListener('focusin', keepFocusInModal);
      // Here, not in the close handler, where the guard above would take focus back.
      searchButtonRef.current?.focus();
    };
  }, [isOpen, container, searchButtonRef]);
}
