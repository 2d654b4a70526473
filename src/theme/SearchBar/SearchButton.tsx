import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ComponentProps, ReactNode, Ref} from 'react';

export type Props = Omit<ComponentProps<'button'>, 'children'> & {
  ref?: Ref<HTMLButtonElement>;
  /** Visible text, e.g. 'Search'. */
  text: string;
  /** Accessible name before the shortcut, e.g. 'Search'. */
  ariaLabel: string;
};

/** Apple keyboards say ⌘ where others say Ctrl (spec §2: the shortcut hint). */
function useModifierKeyLabel(): string | null {
  // Known only in the browser; the pre-rendered button shows no hint rather than a wrong one.
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.userAgent) ? '⌘' : 'Ctrl';
}

/**
 * The navbar's search button, with DocSearch's class names so DocSearch's styles apply. Ours, not
 * `DocSearchButton`: in DocSearch 3.9 the button and the modal are one module, and importing the
 * button would put the whole modal (and an Algolia client) in every page's first load.
 */
export default function SearchButton({text, ariaLabel, ref, ...buttonProps}: Props): ReactNode {
  const modifier = useModifierKeyLabel();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${ariaLabel} (${modifier === '⌘' ? '⌘' : 'Ctrl'}+K)` : ariaLabel}
      ref={ref}
      {...buttonProps}>
      <span className="DocSearch-Button-Container">
        <svg
          className="DocSearch-Search-Icon"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
