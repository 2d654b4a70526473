/** Where the symbol index (see symbolIndex.ts) is written, in the API folder. */
export const symbolIndexFileName = 'symbols.json';
