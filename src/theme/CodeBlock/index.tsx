/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock).
 * Why: the stock block re-mounts itself after hydration so that Prism's inline colours can follow
 * the colour mode. Code is highlighted at build time here and coloured by a stylesheet, so that
 * second render (of every code block on the page) is gone. What changed: no `useIsBrowser` key.
 */
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {Children, isValidElement, type ReactNode} from 'react';

/**
 * Best attempt to make the children a plain string so it is copyable: with React elements among
 * them it returns them as they are, otherwise their strings joined.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
