import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from '../../data/codeThemes';
import {tokenStylesheet} from './tokenStylesheet';
import {typeHintPopupsDir} from './typeHintPopupsModule';

/** The inline loader name under which live-example sources are imported (see the registry). */
const sourceLoaderName = 'highlighted-source';

/**
 * Code highlighting at build time. Fenced code is highlighted by `remarkHighlightCode` (registered
 * with the docs, blog and pages content plugins) and live-example sources by `sourceLoader`; this
 * plugin adds the stylesheet that colours their token classes in light and dark mode and the type
 * hints' browser side, files the pages' popup lists as assets, and takes the theme's Prism set-up
 * out of the bundle, so no page loads a highlighter.
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, tokenStylesheet(lightCodeTheme, darkCodeTheme));

  return {
    name: 'code-highlighting',
    getClientModules: () => [
      stylesheet,
      path.join(__dirname, 'typeHints.css'),
      path.join(__dirname, 'typeHintEvents.ts'),
    ],
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      module: {
        rules: [
          {
            // The pages' type hint popups (typeHintPopupsModule.ts), kept with the other assets;
            // their names hold their content's hash already.
            include: typeHintPopupsDir,
            dependency: 'url',
            type: 'asset/resource',
            generator: {filename: 'assets/type-hints/[name][ext]'},
          },
        ],
      },
      resolveLoader: {
        alias: {[sourceLoaderName]: path.join(__dirname, 'sourceLoader.cjs')},
      },
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
          path.join(__dirname, 'noBrowserPrism.ts'),
        ),
      ],
    }),
  };
}
