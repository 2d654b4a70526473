// The part of jsdom's API that scripts/lib/docSampleHarness.ts uses (jsdom ships no types).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }
  export type DOMWindow = Window & typeof globalThis;
  export class JSDOM {
    constructor(
      html?: string,
      options?: {url?: string; pretendToBeVisual?: boolean; virtualConsole?: VirtualConsole},
    );
    readonly window: DOMWindow;
  }
}
