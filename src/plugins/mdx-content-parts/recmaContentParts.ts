import type {
  ArrayExpression,
  ArrowFunctionExpression,
  CallExpression,
  Expression,
  FunctionDeclaration,
  ObjectExpression,
  Program,
  SpreadElement,
} from 'estree';

/**
 * Top-level nodes of a page per part: a part of an API page (tables, signatures, lists) is made
 * in about a millisecond at 1x CPU, so React's slices of 5 ms stay short.
 */
export const contentPartSize = 24;

/** The component each part renders through: it makes the part's elements when React renders it. */
const partComponent = '_MdxContentPart';

const identifier = (name: string) => ({type: 'Identifier', name}) as const;

/** `key: value` in an object literal. */
const property = (key: string, value: Expression) =>
  ({
    type: 'Property',
    key: identifier(key),
    value,
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
  }) as const;

const call = (callee: string, args: Expression[]): CallExpression => ({
  type: 'CallExpression',
  callee: identifier(callee),
  arguments: args,
  optional: false,
});

/** The children array of `jsxs(Fragment, {children: [...]})`, the page's whole content. */
function fragmentChildren(
  expression: Expression | null | undefined,
  names: JsxRuntimeNames,
): ArrayExpression | undefined {
  if (expression?.type !== 'CallExpression') return undefined;
  const [type, props] = expression.arguments;
  const callee = expression.callee;
  if (callee.type !== 'Identifier' || callee.name !== names.jsxs) return undefined;
  if (type?.type !== 'Identifier' || type.name !== names.Fragment) return undefined;
  if (props?.type !== 'ObjectExpression') return undefined;
  for (const prop of props.properties) {
    if (
      prop.type === 'Property' &&
      prop.key.type === 'Identifier' &&
      prop.key.name === 'children' &&
      prop.value.type === 'ArrayExpression'
    ) {
      return prop.value;
    }
  }
  return undefined;
}

interface JsxRuntimeNames {
  jsx: string;
  jsxs: string;
  Fragment: string;
}

/** The local names MDX gave `jsx`, `jsxs` and `Fragment` of `react/jsx-runtime`. */
function jsxRuntimeNames(tree: Program): JsxRuntimeNames | undefined {
  const names: Partial<JsxRuntimeNames> = {};
  for (const statement of tree.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (statement.source.value !== 'react/jsx-runtime') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier')
        continue;
      const imported = specifier.imported.name;
      if (imported === 'jsx' || imported === 'jsxs' || imported === 'Fragment') {
        names[imported] = specifier.local.name;
      }
    }
  }
  const {jsx, jsxs, Fragment} = names;
  return jsx && jsxs && Fragment ? {jsx, jsxs, Fragment} : undefined;
}

/**
 * A recma plugin: splits a long MDX page's content into parts that React renders one by one.
 *
 * MDX compiles a page to one function that makes every element of the page in one call, and
 * React cannot pause inside a call: on an API page that one call took 10-15 ms at 1x CPU (about
 * 50 at the 4x of a mid-range phone), a long task in the middle of hydration. Here the page's
 * top-level nodes are grouped into parts of {@link contentPartSize}; each part is a component
 * whose render makes its elements, so React hydrates the page in short slices. The parts render
 * fragments: the HTML is the same.
 */
export default function recmaContentParts() {
  return (tree: Program): void => {
    const names = jsxRuntimeNames(tree);
    if (!names) return;
    const index = tree.body.findIndex(
      (statement) =>
        statement.type === 'FunctionDeclaration' && statement.id.name === '_createMdxContent',
    );
    const content = tree.body[index] as FunctionDeclaration | undefined;
    const returned = content?.body.body.at(-1);
    if (returned?.type !== 'ReturnStatement') return;
    const children = fragmentChildren(returned.argument, names);
    if (!children || children.elements.length <= contentPartSize) return;

    const parts: (Expression | SpreadElement | null)[] = [];
    for (let start = 0; start < children.elements.length; start += contentPartSize) {
      const chunk = children.elements.slice(start, start + contentPartSize);
      const partProps: ObjectExpression = {
        type: 'ObjectExpression',
        properties: [property('children', {type: 'ArrayExpression', elements: chunk})],
      };
      const render: ArrowFunctionExpression = {
        type: 'ArrowFunctionExpression',
        params: [],
        body: call(names.jsxs, [identifier(names.Fragment), partProps]),
        expression: true,
        async: false,
        generator: false,
      };
      parts.push(
        call(names.jsx, [
          identifier(partComponent),
          {type: 'ObjectExpression', properties: [property('render', render)]},
        ]),
      );
    }
    children.elements = parts;

    // function _MdxContentPart(props) { return props.render(); }
    const partDeclaration: FunctionDeclaration = {
      type: 'FunctionDeclaration',
      id: identifier(partComponent),
      params: [identifier('props')],
      body: {
        type: 'BlockStatement',
        body: [
          {
            type: 'ReturnStatement',
            argument: {
              type: 'CallExpression',
              callee: {
                type: 'MemberExpression',
                object: identifier('props'),
                property: identifier('render'),
                computed: false,
                optional: false,
              },
              arguments: [],
              optional: false,
            },
          },
        ],
      },
      generator: false,
      async: false,
    };
    tree.body.splice(index, 0, partDeclaration);
  };
}
