// `!!raw-loader!./File.tsx` imports a file's text, skipping every other loader: the live examples'
// source views show the very files that run (see ./registry.ts).
declare module '!!raw-loader!*' {
  const text: string;
  export default text;
}
