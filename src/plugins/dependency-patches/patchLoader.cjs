/* global __filename */
// The bundler require()s its loaders, and Node cannot require TypeScript: this hands each file to
// patches.ts through jiti, as Docusaurus loads the site's config.
const {createJiti} = require('jiti');

const patches = createJiti(__filename).import('./patches.ts');

module.exports = function dependencyPatches(source) {
  const done = this.async();
  patches.then(
    ({applySourcePatches}) => done(null, applySourcePatches(this.resourcePath, source)),
    done,
  );
};
