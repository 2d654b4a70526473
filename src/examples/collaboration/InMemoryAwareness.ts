import type {ProviderAwareness, UserState} from '@lexical/yjs';

/**
 * Who is in the document, and where their selection is. CollaborationPlugin keeps the local
 * user's state here and draws the other users' carets from `getStates()`. A real provider uses
 * the Awareness of y-protocols; this one reads the states of the connected peers directly.
 */
export class InMemoryAwareness implements ProviderAwareness {
  private localState: UserState | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    /** The client id of the user's Y.Doc: Lexical tells its own state from the others' by it. */
    readonly clientID: number,
    /** The awareness of each other connected user (none while offline). */
    private readonly peers: () => readonly InMemoryAwareness[],
  ) {}

  getLocalState(): UserState | null {
    return this.localState;
  }

  getStates(): Map<number, UserState> {
    const states = new Map<number, UserState>();
    for (const awareness of [this, ...this.peers()]) {
      if (awareness.localState !== null) states.set(awareness.clientID, awareness.localState);
    }
    return states;
  }

  setLocalState(state: UserState | null): void {
    this.localState = state;
    // Everyone who can see this user redraws: the user and the connected peers.
    for (const awareness of [this, ...this.peers()]) awareness.emitUpdate();
  }

  setLocalStateField(field: string, value: unknown): void {
    if (this.localState !== null) this.setLocalState({...this.localState, [field]: value});
  }

  on(_event: 'update', listener: () => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'update', listener: () => void): void {
    this.listeners.delete(listener);
  }

  /** Tells the listeners (CollaborationPlugin's cursor drawing) that some user's state changed. */
  emitUpdate(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
