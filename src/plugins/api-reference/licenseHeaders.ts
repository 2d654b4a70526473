import {Comment, type ProjectReflection} from 'typedoc';

/**
 * Lexical's declaration files open with the repository's license header, a block comment. Where
 * the first declaration of a file follows it, TypeDoc takes the header for that declaration's doc
 * comment (SerializedDocument, TableConfig, Tokenizer…), and for a module's comment, so the page
 * would show "Copyright (c) Meta Platforms…" as what the symbol is.
 */
const licenseHeader =
  /^Copyright \(c\) Meta Platforms, Inc\. and affiliates\.\s+This source code is licensed under the MIT license found in the\s+LICENSE file in the root directory of this source tree\.?$/;

/** True for a doc comment that is the license header and nothing else. */
export function isLicenseHeader(comment: Comment): boolean {
  return (
    comment.blockTags.length === 0 &&
    licenseHeader.test(Comment.combineDisplayParts(comment.summary).trim())
  );
}

/** Removes the license headers TypeDoc took for doc comments, from every reflection. */
export function dropLicenseHeaders(project: ProjectReflection): void {
  for (const reflection of [project, ...Object.values(project.reflections)]) {
    if (reflection.comment && isLicenseHeader(reflection.comment)) {
      reflection.comment = undefined;
    }
  }
}
