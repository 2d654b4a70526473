import type {LoadContext, Plugin} from '@docusaurus/types';

import {collectErrorCodes} from './collect';

/** Where the table is written, for docs/error.mdx to import. */
export const errorCodesDataFile = 'error-codes.json';

/**
 * Builds the table of Lexical's production error codes from the pinned packages at build time,
 * for the decoder on /docs/error. The data is imported by that page alone, so no other page
 * downloads it: `@generated/lexical-error-codes/default/error-codes.json`.
 */
export default function errorCodesPlugin(context: LoadContext, options: unknown): Plugin {
  const version = (options as {version?: unknown} | undefined)?.version;
  if (typeof version !== 'string') {
    throw new Error(
      `error-codes: "version" must be the pinned Lexical version, got ${JSON.stringify(version)}.`,
    );
  }
  return {
    name: 'lexical-error-codes',
    loadContent() {
      return collectErrorCodes(context.siteDir, version);
    },
    async contentLoaded({content, actions}) {
      await actions.createData(errorCodesDataFile, JSON.stringify(content));
    },
  };
}
