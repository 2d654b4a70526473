/** Test stand-in for @docusaurus/Translate: returns the default message with values filled in. */
import type {ReactNode} from 'react';

interface TranslateParams {
  message: string;
  values?: Record<string, string | number>;
}

function interpolate(message: string, values: TranslateParams['values'] = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}

export function translate({message, values}: TranslateParams): string {
  return interpolate(message, values);
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  values?: Record<string, string | number>;
}): ReactNode {
  return interpolate(children, values);
}
