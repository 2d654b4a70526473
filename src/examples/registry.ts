import type {HighlightedCode} from '@site/src/utils/highlightedCode';
import type {ComponentType, ReactNode} from 'react';

/** The props of every example's component: children render inside its (first) editor. */
export interface ExampleProps {
  children?: ReactNode;
}

/** One file of an example's source, as the Source tab shows it. */
export interface ExampleSourceFile {
  /** File name shown as the code block's title, relative to the example's folder. */
  name: string;
  /** Loads the file's text (the same file that the example runs) and its highlighting. */
  load: () => Promise<{default: string; highlighted: HighlightedCode}>;
}

/** A live example: a small, complete Lexical program under `src/examples/<name>/`. */
export interface LiveExampleEntry {
  /** Loads the module whose default export is the example's component. */
  load: () => Promise<{default: ComponentType<ExampleProps>}>;
  /** The files of the example that the Source tab shows, main file first. */
  files: readonly ExampleSourceFile[];
  /**
   * Height of the example's area in rem. It is fixed, so that the server-rendered preview and the
   * mounted editor take the same room (no layout shift when the editor loads).
   */
  height: number;
}

/*
 * Every import here is dynamic: a page that shows an example loads its code only when the example
 * comes near the viewport or is used (see src/components/LiveExample), never on first load.
 */
export const liveExamples = {
  minimal: {
    load: () => import('./minimal/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./minimal/Example.tsx')},
    ],
    height: 10,
  },
  'rich-text': {
    load: () => import('./rich-text/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./rich-text/Example.tsx')},
      {name: 'Toolbar.tsx', load: () => import('!!highlighted-source!./rich-text/Toolbar.tsx')},
      {
        name: 'toolbarState.ts',
        load: () => import('!!highlighted-source!./rich-text/toolbarState.ts'),
      },
      {
        name: 'setBlockType.ts',
        load: () => import('!!highlighted-source!./rich-text/setBlockType.ts'),
      },
      {
        name: 'markdownShortcuts.ts',
        load: () => import('!!highlighted-source!./rich-text/markdownShortcuts.ts'),
      },
      {
        name: 'welcomeDocument.ts',
        load: () => import('!!highlighted-source!./rich-text/welcomeDocument.ts'),
      },
      {
        name: 'toolbarKeyboard.ts',
        load: () => import('!!highlighted-source!./rich-text/toolbarKeyboard.ts'),
      },
    ],
    height: 22,
  },
  nodes: {
    load: () => import('./nodes/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./nodes/Example.tsx')},
      {name: 'MentionNode.tsx', load: () => import('!!highlighted-source!./nodes/MentionNode.tsx')},
      {name: 'extension.ts', load: () => import('!!highlighted-source!./nodes/extension.ts')},
    ],
    height: 13,
  },
  serialization: {
    load: () => import('./serialization/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./serialization/Example.tsx')},
      {
        name: 'serialize.ts',
        load: () => import('!!highlighted-source!./serialization/serialize.ts'),
      },
      {
        name: 'extension.ts',
        load: () => import('!!highlighted-source!./serialization/extension.ts'),
      },
    ],
    height: 24,
  },
  'read-only': {
    load: () => import('./read-only/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./read-only/Example.tsx')},
      {name: 'extension.ts', load: () => import('!!highlighted-source!./read-only/extension.ts')},
    ],
    height: 11,
  },
  markdown: {
    load: () => import('./markdown/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./markdown/Example.tsx')},
      {name: 'extension.ts', load: () => import('!!highlighted-source!./markdown/extension.ts')},
    ],
    height: 22,
  },
  tables: {
    load: () => import('./tables/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./tables/Example.tsx')},
      {
        name: 'TableToolbar.tsx',
        load: () => import('!!highlighted-source!./tables/TableToolbar.tsx'),
      },
      {
        name: 'tableActions.ts',
        load: () => import('!!highlighted-source!./tables/tableActions.ts'),
      },
      {
        name: 'initialDocument.ts',
        load: () => import('!!highlighted-source!./tables/initialDocument.ts'),
      },
    ],
    height: 20,
  },
  collaboration: {
    load: () => import('./collaboration/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./collaboration/Example.tsx')},
      {
        name: 'ConnectionStatus.tsx',
        load: () => import('!!highlighted-source!./collaboration/ConnectionStatus.tsx'),
      },
      {
        name: 'InMemoryProvider.ts',
        load: () => import('!!highlighted-source!./collaboration/InMemoryProvider.ts'),
      },
      {
        name: 'InMemoryNetwork.ts',
        load: () => import('!!highlighted-source!./collaboration/InMemoryNetwork.ts'),
      },
      {
        name: 'InMemoryAwareness.ts',
        load: () => import('!!highlighted-source!./collaboration/InMemoryAwareness.ts'),
      },
      {
        name: 'initialDocument.ts',
        load: () => import('!!highlighted-source!./collaboration/initialDocument.ts'),
      },
    ],
    height: 22,
  },
  'editor-state': {
    load: () => import('./editor-state/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./editor-state/Example.tsx')},
      {
        name: 'readEditorState.ts',
        load: () => import('!!highlighted-source!./editor-state/readEditorState.ts'),
      },
    ],
    height: 18,
  },
  commands: {
    load: () => import('./commands/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./commands/Example.tsx')},
      {
        name: 'uppercaseExtension.ts',
        load: () => import('!!highlighted-source!./commands/uppercaseExtension.ts'),
      },
    ],
    height: 13,
  },
  transforms: {
    load: () => import('./transforms/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./transforms/Example.tsx')},
      {
        name: 'textReplacementExtension.ts',
        load: () => import('!!highlighted-source!./transforms/textReplacementExtension.ts'),
      },
    ],
    height: 10,
  },
  listeners: {
    load: () => import('./listeners/Example'),
    files: [
      {name: 'Example.tsx', load: () => import('!!highlighted-source!./listeners/Example.tsx')},
      {
        name: 'registerLogListeners.ts',
        load: () => import('!!highlighted-source!./listeners/registerLogListeners.ts'),
      },
    ],
    height: 22,
  },
} as const satisfies Record<string, LiveExampleEntry>;

/** The name of a live example, as `<LiveExample name="…" />` takes it. */
export type LiveExampleName = keyof typeof liveExamples;
