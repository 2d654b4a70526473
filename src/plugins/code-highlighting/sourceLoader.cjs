/* global __filename */
// The bundler require()s its loaders, and Node cannot require TypeScript: this hands each file to
// sourceLoader.ts through jiti, as Docusaurus loads the site's config.
const {createJiti} = require('jiti');

const loader = createJiti(__filename).import('./sourceLoader.ts', {default: true});

module.exports = function highlightedSource(source) {
  const done = this.async();
  loader.then((highlight) => done(null, highlight.call(this, source)), done);
};
