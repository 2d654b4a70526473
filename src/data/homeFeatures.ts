import {translate} from '@docusaurus/Translate';

/** One card of the home page's "What makes Lexical different" section. */
export interface HomeFeature {
  /** Stable key for React lists and translation ids. */
  id: string;
  /** Short heading of the card. */
  title: string;
  /** One or two sentences; plain text. */
  description: string;
}

export const homeFeatures = [
  {
    id: 'state',
    title: translate({
      id: 'home.features.state.title',
      message: 'State first, DOM second',
      description: 'Title of the home feature about the editor state model',
    }),
    description: translate({
      id: 'home.features.state.description',
      message:
        'Your document lives in an immutable editor state, not in the DOM. Lexical diffs each new state against the last and patches only what changed, so the page never drifts from your data.',
      description: 'Description of the home feature about the editor state model',
    }),
  },
  {
    id: 'extensible',
    title: translate({
      id: 'home.features.extensible.title',
      message: 'Extensible by design',
      description: 'Title of the home feature about extensibility',
    }),
    description: translate({
      id: 'home.features.extensible.description',
      message:
        'Custom nodes, commands with priorities, transforms and listeners are the same tools the built-in features use. Mentions, embeds, tables or a whole new block type are plugins, not forks.',
      description: 'Description of the home feature about extensibility',
    }),
  },
  {
    id: 'agnostic',
    title: translate({
      id: 'home.features.agnostic.title',
      message: 'Framework-agnostic core',
      description: 'Title of the home feature about the framework-agnostic core',
    }),
    description: translate({
      id: 'home.features.agnostic.description',
      message:
        'The core package has no dependencies and works with plain JavaScript. First-class React bindings ship as @lexical/react, and the same model runs headless on a server.',
      description: 'Description of the home feature about the framework-agnostic core',
    }),
  },
  {
    id: 'reliable',
    title: translate({
      id: 'home.features.reliable.title',
      message: 'Reliable text input',
      description: 'Title of the home feature about reliability',
    }),
    description: translate({
      id: 'home.features.reliable.description',
      message:
        'Typing, IME composition, spell-check, autocorrect and mobile keyboards go through one well-tested input pipeline built on beforeinput, in every modern browser.',
      description: 'Description of the home feature about reliability',
    }),
  },
  {
    id: 'accessible',
    title: translate({
      id: 'home.features.accessible.title',
      message: 'Accessible from the start',
      description: 'Title of the home feature about accessibility',
    }),
    description: translate({
      id: 'home.features.accessible.description',
      message:
        'Lexical renders semantic, contenteditable markup that screen readers and other assistive technology understand, and it supports speech-recognition tools such as Dragon.',
      description: 'Description of the home feature about accessibility',
    }),
  },
  {
    id: 'collaborative',
    title: translate({
      id: 'home.features.collaborative.title',
      message: 'Real-time collaboration',
      description: 'Title of the home feature about collaboration',
    }),
    description: translate({
      id: 'home.features.collaborative.description',
      message:
        'The @lexical/yjs binding syncs editors through Yjs, with shared cursors and collaborative undo, over whichever provider your backend speaks.',
      description: 'Description of the home feature about collaboration',
    }),
  },
] as const satisfies readonly HomeFeature[];
