import {readFileSync} from 'node:fs';
import path from 'node:path';

import {liveExamples} from '../../examples/registry';
import type {ExampleSourceFile} from './themeBlocks';

/**
 * The source files of a live example, in the order its Source tab shows them: the registry names
 * them, so the Markdown holds exactly the files that run on the page.
 */
export function exampleSources(siteDir: string, name: string): ExampleSourceFile[] {
  const entry = (liveExamples as Record<string, (typeof liveExamples)[keyof typeof liveExamples]>)[
    name
  ];
  if (!entry) throw new Error(`A page shows the live example "${name}", which the registry lacks.`);
  return entry.files.map((file) => {
    const relative = path.posix.join('src/examples', name, file.name);
    return {
      path: relative,
      language: path.extname(file.name).slice(1),
      code: readFileSync(path.join(siteDir, relative), 'utf8').trimEnd(),
    };
  });
}
