import type {Provider} from '@lexical/yjs';
import type * as Y from 'yjs';

import {InMemoryAwareness} from './InMemoryAwareness';
import type {InMemoryNetwork} from './InMemoryNetwork';

/** The events of a provider, each with the value its listeners receive. */
interface ProviderEvents {
  /** 'connected' or 'disconnected': CollaborationPlugin passes it on as CONNECTED_COMMAND. */
  status: {status: string};
  /** The document is up to date: CollaborationPlugin may then bootstrap an empty document. */
  sync: boolean;
  /** Not emitted here: some providers report their own updates. */
  update: unknown;
  /** Not emitted here: a provider that replaces the whole document. */
  reload: Y.Doc;
}

type Listeners = {[Event in keyof ProviderEvents]: Set<(value: ProviderEvents[Event]) => void>};

/**
 * Connects one user's Y.Doc to an InMemoryNetwork. CollaborationPlugin accepts any object of this
 * shape (`Provider` from @lexical/yjs): in a real app, a y-websocket or y-webrtc provider.
 */
export class InMemoryProvider implements Provider {
  readonly awareness: InMemoryAwareness;
  private readonly listeners: Listeners = {
    status: new Set(),
    sync: new Set(),
    update: new Set(),
    reload: new Set(),
  };

  constructor(
    readonly doc: Y.Doc,
    private readonly network: InMemoryNetwork,
  ) {
    this.awareness = new InMemoryAwareness(doc.clientID, () =>
      network.peersOf(this).map((peer) => peer.awareness),
    );
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      // Send this user's changes to the others (updates that came from them are not sent back).
      if (origin !== network) network.broadcast(this, update);
    });
  }

  get connected(): boolean {
    return this.network.isConnected(this);
  }

  connect(): void {
    if (this.connected) return;
    this.network.join(this);
    this.emit('status', {status: 'connected'});
    this.emit('sync', true);
  }

  disconnect(): void {
    if (!this.connected) return;
    this.network.leave(this);
    this.emit('status', {status: 'disconnected'});
  }

  on<Event extends keyof ProviderEvents>(
    event: Event,
    listener: (value: ProviderEvents[Event]) => void,
  ): void {
    this.listeners[event].add(listener);
  }

  off<Event extends keyof ProviderEvents>(
    event: Event,
    listener: (value: ProviderEvents[Event]) => void,
  ): void {
    this.listeners[event].delete(listener);
  }

  private emit<Event extends keyof ProviderEvents>(
    event: Event,
    value: ProviderEvents[Event],
  ): void {
    for (const listener of [...this.listeners[event]]) listener(value);
  }
}
