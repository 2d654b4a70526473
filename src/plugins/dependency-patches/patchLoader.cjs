/* global __filename */
// The bundler require()s its loaders, and Node cannot require TypeScript: this hands each file to
// patches.ts through jiti, as Docusaurus loads the site's config.
const {createJiti} = require('jiti');

const patches = createJiti(__filename).import('./patches.ts');

module.exports = function dependencyPatches(source) {
  const done = this.async();
  // A patch that no longer applies throws: that error must reach the bundler, not be lost.
  patches
    .then(({applySourcePatches}) => applySourcePatches(this.resourcePath, source))
    .then((patched) => done(null, patched), done);
};
