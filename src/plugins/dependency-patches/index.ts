import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {sourcePatches} from './patches';

/**
 * Applies `./patches` to the dependency files they name, in the client and the server bundle, in
 * `npm start` as in the build: only those files go through the loader.
 */
export default function dependencyPatchesPlugin(): Plugin {
  return {
    name: 'dependency-patches',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: sourcePatches.map(({file}) => file),
            use: [{loader: path.join(__dirname, 'patchLoader.cjs')}],
          },
        ],
      },
    }),
  };
}
