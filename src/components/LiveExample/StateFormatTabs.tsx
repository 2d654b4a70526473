import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import TabList from './TabList';

/** How the state panel shows the editor state. */
export type StateFormat = 'tree' | 'json';

const formats = [
  {
    id: 'tree',
    label: translate({
      id: 'lexical.liveExample.state.tree',
      message: 'Tree',
      description: 'Tab of a live example that shows the editor state as a node tree',
    }),
  },
  {
    id: 'json',
    label: translate({
      id: 'lexical.liveExample.state.json',
      message: 'JSON',
      description: 'Tab of a live example that shows the editor state as serialized JSON',
    }),
  },
] as const;

export interface Props {
  selected: StateFormat;
  onSelect: (format: StateFormat) => void;
  idPrefix: string;
}

/** The tabs above the state panel: the node tree or the JSON. */
export default function StateFormatTabs(props: Props): ReactNode {
  return (
    <TabList
      label={translate({
        id: 'lexical.liveExample.state.formats',
        message: 'Editor state format',
        description: 'Accessible name of the tabs that choose how a live example shows its state',
      })}
      tabs={formats}
      {...props}
    />
  );
}
