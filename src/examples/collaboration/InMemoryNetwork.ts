import * as Y from 'yjs';

import type {InMemoryProvider} from './InMemoryProvider';

/**
 * Sends each document the changes it is missing from the other, as a Yjs server and client do
 * when the client (re)connects. Changes made on both sides while they were apart are merged.
 */
export function exchangeMissingUpdates(a: Y.Doc, b: Y.Doc, origin: unknown): void {
  // A state vector sums up the changes a document has; the update holds those it lacks.
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), origin);
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), origin);
}

/**
 * Stands in for the server of a real app (y-websocket, say): it passes each Yjs update from one
 * connected provider to the others. No network is involved: everything stays in this page.
 */
export class InMemoryNetwork {
  private readonly connected = new Set<InMemoryProvider>();

  /** Connects a provider: first it and each peer get what the other missed, then updates flow. */
  join(provider: InMemoryProvider): void {
    for (const peer of this.connected) exchangeMissingUpdates(provider.doc, peer.doc, this);
    this.connected.add(provider);
    this.emitAwarenessUpdates(provider);
  }

  leave(provider: InMemoryProvider): void {
    this.connected.delete(provider);
    this.emitAwarenessUpdates(provider);
  }

  isConnected(provider: InMemoryProvider): boolean {
    return this.connected.has(provider);
  }

  /** The providers that `provider` exchanges updates with: none while it is offline. */
  peersOf(provider: InMemoryProvider): InMemoryProvider[] {
    if (!this.connected.has(provider)) return [];
    return [...this.connected].filter((peer) => peer !== provider);
  }

  /** Applies an update made in one provider's document to the other connected documents. */
  broadcast(from: InMemoryProvider, update: Uint8Array): void {
    // The network is the update's origin, so that the receivers do not send it on again.
    for (const peer of this.peersOf(from)) Y.applyUpdate(peer.doc, update, this);
  }

  // A provider that joins or leaves appears in, or vanishes from, the others' awareness.
  private emitAwarenessUpdates(provider: InMemoryProvider): void {
    for (const each of new Set([provider, ...this.connected])) each.awareness.emitUpdate();
  }
}
