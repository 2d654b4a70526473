import {type RefObject, useEffect} from 'react';

export interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isTypingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA'
  );
}

/**
 * The search modal's keys (spec §2), as DocSearch 3.9 handles them: Ctrl/⌘+K toggles, '/' opens
 * unless the reader is typing in a field, Escape closes, and a letter or digit typed on the focused
 * search button opens the modal with that input. Ours for the same reason as `SearchButton`.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggles = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const closes = event.code === 'Escape' && isOpen;
      const opens = event.key === '/' && !isOpen && !isTypingInField(event);
      if (toggles || closes || opens) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /^[a-zA-Z0-9]$/.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
