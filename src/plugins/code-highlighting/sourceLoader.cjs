/* global __filename */
// The bundler require()s its loaders, and Node cannot require TypeScript: this hands each file to
// sourceLoader.ts through jiti, as Docusaurus loads the site's config.
const {createJiti} = require('jiti');

const loader = createJiti(__filename).import('./sourceLoader.ts', {default: true});

module.exports = function highlightedSource(source) {
  const done = this.async();
  // An error in highlighting must reach the bundler, not be lost in the promise.
  loader.then((highlight) => highlight.call(this, source)).then((code) => done(null, code), done);
};
