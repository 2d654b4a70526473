// Stands in for @docusaurus/theme-classic's prism-include-languages client module, which sets Prism
// up on every page: code is highlighted at build time here, so the browser needs no Prism.
export {};
