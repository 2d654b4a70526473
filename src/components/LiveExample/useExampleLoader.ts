import type {LiveExampleEntry} from '@site/src/examples/registry';
import {useCallback, useEffect, useState} from 'react';

import {type ExampleModules, loadExample} from './loadExample';

/**
 * The example's code, loading once `approached` turns true. `retry` starts a fresh load (after a
 * failed chunk request, say) and `restart` mounts a fresh example: `mountKey` changes with both.
 */
export function useExampleLoader(
  entry: LiveExampleEntry,
  approached: boolean,
): {
  modules: Promise<ExampleModules> | null;
  mountKey: number;
  retry: () => void;
  restart: () => void;
} {
  const [modules, setModules] = useState<Promise<ExampleModules> | null>(null);
  const [mountKey, setMountKey] = useState(0);

  useEffect(() => {
    if (approached && !modules) setModules(loadExample(entry));
  }, [approached, entry, modules]);

  const restart = useCallback(() => {
    setMountKey((key) => key + 1);
  }, []);
  const retry = useCallback(() => {
    setModules(loadExample(entry));
    restart();
  }, [entry, restart]);

  return {modules, mountKey, retry, restart};
}
