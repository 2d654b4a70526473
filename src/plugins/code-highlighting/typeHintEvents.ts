/**
 * The type hints of code samples in the browser (typeHints.css shows them). The pointer coming
 * over a block, or focus coming into it, loads its names' popups (typeHintPopups.ts). Keyboard
 * and touch reach them without a tab stop per name: in a focused code block Enter moves to its
 * first hinted name, the arrow keys to the next or previous one (up and down: on the line above or
 * below), Home and End to the first or last, and Escape back to the block. A focused name shows
 * its popup; Tab reaches the popup's link. A tap focuses the name it lands on.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {addTypeHintPopups} from './typeHintPopups';

const hintSelector = '.type-hint';

function lineOf(hint: HTMLElement): Element | null {
  return hint.closest('.token-line');
}

/** The hint that a key moves to from `current`, among the block's `hints`. */
function nextHint(key: string, hints: HTMLElement[], current: HTMLElement) {
  const index = hints.indexOf(current);
  const line = lineOf(current);
  switch (key) {
    case 'ArrowRight':
      return hints[index + 1];
    case 'ArrowLeft':
      return hints[index - 1];
    case 'ArrowDown':
      return hints.slice(index + 1).find((hint) => lineOf(hint) !== line);
    case 'ArrowUp': {
      const above = hints
        .slice(0, index)
        .reverse()
        .find((hint) => lineOf(hint) !== line);
      return above && hints.find((hint) => lineOf(hint) === lineOf(above));
    }
    case 'Home':
      return hints[0];
    case 'End':
      return hints.at(-1);
    default:
      return undefined;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target as HTMLElement;
  const block = target.closest('pre');
  const hints = block ? Array.from(block.querySelectorAll<HTMLElement>(hintSelector)) : [];
  if (!block || hints.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  const current = target.closest<HTMLElement>(hintSelector);
  const next =
    target === block
      ? event.key === 'Enter'
        ? hints[0]
        : undefined
      : current === target
        ? event.key === 'Escape'
          ? block
          : nextHint(event.key, hints, current)
        : undefined;
  if (next) {
    event.preventDefault();
    // Focus once the name has its popup, which screen readers announce as its description.
    void addTypeHintPopups(block).then(() => {
      next.focus();
    });
  }
}

/** Starts loading the popups of the block an event happens in (nothing to do once it has them). */
function onEnteringBlock(event: Event): void {
  const block = (event.target as Element).closest('pre');
  if (block) void addTypeHintPopups(block);
}

function onFocusIn(event: FocusEvent): void {
  onEnteringBlock(event);
  const block = event.target as HTMLElement;
  // Said once, when the block itself takes focus, so that a screen reader user learns the keys.
  if (block.tagName === 'PRE' && !block.hasAttribute('aria-description')) {
    if (block.querySelector(hintSelector)) {
      block.setAttribute(
        'aria-description',
        'Press Enter to read the types of its names, arrow keys to move between them',
      );
    }
  }
}

function onClick(event: MouseEvent): void {
  const hint = (event.target as HTMLElement).closest<HTMLElement>(hintSelector);
  if (hint && !hint.contains(document.activeElement)) hint.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerover', onEnteringBlock);
  document.addEventListener('click', onClick);
}
