import type {ExampleProps, LiveExampleEntry} from '@site/src/examples/registry';
import type {ComponentType} from 'react';

import type {Props as EditorStateViewProps} from './EditorStateView';
import type {LoadedSourceFile} from './SourceView';

/** What a mounted example needs: its component and the state view (both use Lexical). */
export interface ExampleModules {
  Example: ComponentType<ExampleProps>;
  EditorStateView: ComponentType<EditorStateViewProps>;
}

/** Loads an example's code and the state view, in parallel chunks. */
export async function loadExample(entry: LiveExampleEntry): Promise<ExampleModules> {
  const [example, stateView] = await Promise.all([entry.load(), import('./EditorStateView')]);
  return {Example: example.default, EditorStateView: stateView.default};
}

/** Loads the text and highlighting of every file the example's Source tab shows. */
export async function loadSources(entry: LiveExampleEntry): Promise<LoadedSourceFile[]> {
  return Promise.all(
    entry.files.map(async (file) => {
      const {default: text, highlighted} = await file.load();
      return {name: file.name, text, highlighted};
    }),
  );
}
