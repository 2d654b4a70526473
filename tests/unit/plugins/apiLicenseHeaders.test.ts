import {dropLicenseHeaders, isLicenseHeader} from '@site/src/plugins/api-reference/licenseHeaders';
import {Comment, DeclarationReflection, ProjectReflection, ReflectionKind} from 'typedoc';
import {describe, expect, it} from 'vitest';

// As TypeDoc reads the header of Lexical's declaration files (the blank comment lines dropped).
const header =
  'Copyright (c) Meta Platforms, Inc. and affiliates.\n\nThis source code is licensed under the ' +
  'MIT license found in the\nLICENSE file in the root directory of this source tree.';

const comment = (text: string) => new Comment([{kind: 'text', text}]);

describe('license headers taken for doc comments', () => {
  it('recognises the header, and nothing that only mentions the license', () => {
    expect(isLicenseHeader(comment(header))).toBe(true);
    expect(isLicenseHeader(comment(`${header}\n\nThe table's configuration.`))).toBe(false);
    expect(isLicenseHeader(comment('The options of the table extension.'))).toBe(false);
  });

  it('removes the header from modules and declarations, and keeps real doc comments', () => {
    const project = new ProjectReflection('test', undefined as never);
    const module = new DeclarationReflection('@lexical/table', ReflectionKind.Module, project);
    const config = new DeclarationReflection('TableConfig', ReflectionKind.Interface, module);
    const node = new DeclarationReflection('TableNode', ReflectionKind.Class, module);
    for (const reflection of [module, config, node]) {
      project.registerReflection(reflection, undefined, undefined);
    }
    module.comment = comment(header);
    config.comment = comment(header);
    node.comment = comment('A table: rows of cells.');

    dropLicenseHeaders(project);

    expect(module.comment).toBeUndefined();
    expect(config.comment).toBeUndefined();
    expect(node.comment).toEqual(comment('A table: rows of cells.'));
  });
});
