// `!!highlighted-source!./File.tsx` imports a file's text and its build-time highlighting, skipping
// every other loader: the live examples' source views show the very files that run (see
// ./registry.ts and src/plugins/code-highlighting/sourceLoader.ts).
declare module '!!highlighted-source!*' {
  const text: string;
  export default text;
  export const highlighted: string;
}
