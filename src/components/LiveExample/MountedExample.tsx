import {type ReactNode, use, useEffect} from 'react';

import type {ExampleModules} from './loadExample';
import type {StateFormat} from './StateFormatTabs';

export interface Props {
  modules: Promise<ExampleModules>;
  /** Where the editor state is shown, or null while the state panel is hidden. */
  stateContainer: HTMLElement | null;
  format: StateFormat;
  onMounted: () => void;
}

/** The running example (suspends until its code has loaded), with the state view as its child. */
export default function MountedExample({
  modules,
  stateContainer,
  format,
  onMounted,
}: Props): ReactNode {
  const {Example, EditorStateView} = use(modules);
  useEffect(onMounted, [onMounted]);
  return (
    <Example>
      {stateContainer && <EditorStateView container={stateContainer} format={format} />}
    </Example>
  );
}
