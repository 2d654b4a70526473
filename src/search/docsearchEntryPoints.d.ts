// DocSearch 3.9 ships its modal and styles as separate entry points without types of their own.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
