import type {HighlightedCode} from '@site/src/utils/highlightedCode';
import {createContext} from 'react';

/** The code block's build-time highlighting, from its props down to its content. */
export const HighlightedCodeContext = createContext<HighlightedCode | undefined>(undefined);
