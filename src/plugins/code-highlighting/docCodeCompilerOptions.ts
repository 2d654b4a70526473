import ts from 'typescript';

/**
 * How the docs' TypeScript samples are compiled: by `npm run check:doc-code`, which fails on any
 * error, and by the build, which shows each name's type on hover (typeHints.ts). One set of options,
 * so that the types a reader sees are the ones the check proved.
 */
export const docCodeCompilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  // Every sample is a module of its own, as a reader's file would be: no name collides across
  // samples or with the DOM's globals.
  moduleDetection: ts.ModuleDetectionKind.Force,
};
