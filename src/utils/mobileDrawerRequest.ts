import {useSyncExternalStore} from 'react';

/**
 * Whether the reader has come near the navigation drawer's toggle (pointer over it, pressed or
 * focused): from then on, for the rest of the visit, the drawer is rendered (closed until
 * toggled), so that its content is there, and slides in, when it opens.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestMobileDrawer(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** False on the server and while the page hydrates; true once `requestMobileDrawer` has run. */
export function useMobileDrawerRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
