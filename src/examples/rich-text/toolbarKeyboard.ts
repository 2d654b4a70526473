import type {KeyboardEvent} from 'react';

/**
 * Keyboard behaviour of an ARIA toolbar, for each of its buttons' `onKeyDown`: the toolbar is one
 * Tab stop (the button with tabIndex 0), and the arrow keys, Home and End move that stop and the
 * focus between its buttons.
 */
export function moveToolbarFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const toolbar = event.currentTarget.closest('[role="toolbar"]');
  if (!toolbar) return;
  const buttons = Array.from(toolbar.querySelectorAll('button'));
  const index = buttons.indexOf(event.currentTarget);
  const next = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1}[
    event.key
  ];
  const target = next === undefined ? undefined : buttons[(next + buttons.length) % buttons.length];
  if (!target) return;
  event.preventDefault();
  for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
  target.focus();
}
