import vm from 'node:vm';

import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

/** One entry of the client router's table, as `main.js` ships it. */
export interface ClientRoute {
  path: string;
  exact: boolean;
  /** `${path}-${hash}`, the route's key in the chunk-name table; absent on the 404 fallback. */
  key?: string;
  routes: ClientRoute[];
}

/** What the client needs to load a route: Docusaurus's routes, routesChunkNames and registry. */
export interface ClientRouteTable {
  routes: ClientRoute[];
  /** Chunk names per route key, nested by prop as Docusaurus generates them. */
  chunkNames: Record<string, unknown>;
  /** Webpack chunk ids each registry entry's `import()` fetches, by chunk name. */
  chunkIds: Map<string, string[]>;
}

const functionTypes = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

function parse(source: string): acorn.Program {
  return acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'script'});
}

/** A string or number literal's value as a string (chunk ids are either). */
function literalText(node: acorn.Node | null | undefined): string | undefined {
  if (node?.type !== 'Literal') {
    return undefined;
  }
  const {value} = node as acorn.Literal;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function propertyValues(node: acorn.ObjectExpression): Map<string, acorn.Expression> {
  const values = new Map<string, acorn.Expression>();
  for (const property of node.properties) {
    if (property.type === 'Property') {
      const key =
        property.key.type === 'Identifier' ? property.key.name : literalText(property.key);
      if (key !== undefined) {
        values.set(key, property.value);
      }
    }
  }
  return values;
}

/** `true` or the minifier's `!0`. */
function isTrue(node: acorn.Expression | undefined): boolean {
  if (node?.type === 'UnaryExpression') {
    return node.operator === '!' && literalText(node.argument) === '0';
  }
  return node?.type === 'Literal' && node.value === true;
}

/** A route object `{path: "/x", component: creator("/x", "abc"), exact: !0, routes: [...]}`. */
function toRoute(node: acorn.Node | null): ClientRoute | undefined {
  if (node?.type !== 'ObjectExpression') {
    return undefined;
  }
  const values = propertyValues(node as acorn.ObjectExpression);
  const path = literalText(values.get('path'));
  const component = values.get('component');
  if (path === undefined || component?.type !== 'CallExpression') {
    return undefined;
  }
  const [, hashNode] = component.arguments;
  const hash = literalText(hashNode);
  const children = values.get('routes');
  const routes = children?.type === 'ArrayExpression' ? toRoutes(children) : [];
  return {
    path,
    exact: isTrue(values.get('exact')),
    ...(hash === undefined ? {} : {key: `${path}-${hash}`}),
    routes: routes ?? [],
  };
}

function toRoutes(node: acorn.ArrayExpression): ClientRoute[] | undefined {
  const routes = node.elements.map((element) => toRoute(element));
  return routes.length > 0 && routes.every((route) => route !== undefined) ? routes : undefined;
}

/** The outermost array of route objects: nested `routes` arrays lie inside it. */
function findRoutes(program: acorn.Program): ClientRoute[] | undefined {
  let best: {routes: ClientRoute[]; span: number} | undefined;
  walk.simple(program, {
    ArrayExpression(node) {
      const routes = toRoutes(node);
      const span = node.end - node.start;
      if (routes && (!best || span > best.span)) {
        best = {routes, span};
      }
    },
  });
  return best?.routes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object the bundle builds with `JSON.parse('…')`, as webpack emits JSON modules. */
function parsedJsonObjects(program: acorn.Program): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  walk.simple(program, {
    CallExpression(node) {
      const {callee} = node;
      const text = literalText(node.arguments[0]);
      if (
        text === undefined ||
        callee.type !== 'MemberExpression' ||
        callee.object.type !== 'Identifier' ||
        callee.object.name !== 'JSON' ||
        callee.property.type !== 'Identifier' ||
        callee.property.name !== 'parse'
      ) {
        return;
      }
      try {
        const value: unknown = JSON.parse(text);
        if (isRecord(value)) {
          objects.push(value);
        }
      } catch {
        // Not JSON after all; not ours.
      }
    },
  });
  return objects;
}

/** Chunk ids an import function fetches: the arguments of its `__webpack_require__.e(id)` calls. */
function fetchedChunkIds(loader: acorn.Node): string[] {
  const ids: string[] = [];
  walk.simple(loader, {
    CallExpression(node) {
      const {callee} = node;
      const id = literalText(node.arguments[0]);
      if (
        id !== undefined &&
        node.arguments.length === 1 &&
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'e'
      ) {
        ids.push(id);
      }
    },
  });
  return ids;
}

/** The registry: `{chunkName: [() => import(…), "@site/module", moduleId], …}`. */
function findRegistry(program: acorn.Program): Map<string, string[]> | undefined {
  let best: Map<string, string[]> | undefined;
  walk.simple(program, {
    ObjectExpression(node) {
      const entries = [...propertyValues(node)];
      const isRegistry =
        entries.length > 0 &&
        entries.every(
          ([, value]) =>
            value.type === 'ArrayExpression' &&
            functionTypes.has(value.elements[0]?.type ?? '') &&
            typeof literalText(value.elements[1]) === 'string',
        );
      if (isRegistry && entries.length > (best?.size ?? 0)) {
        best = new Map(
          entries.map(([name, value]) => [
            name,
            fetchedChunkIds((value as acorn.ArrayExpression).elements[0] as acorn.Node),
          ]),
        );
      }
    },
  });
  return best;
}

function firstKey(routes: ClientRoute[]): string | undefined {
  for (const route of routes) {
    const key = route.key ?? firstKey(route.routes);
    if (key !== undefined) {
      return key;
    }
  }
  return undefined;
}

/**
 * Reads the route table from a built `main.js`. It is parsed, not run, and found by shape rather
 * than by minified names, which change from build to build.
 */
export function readRouteTable(mainSource: string): ClientRouteTable {
  const program = parse(mainSource);
  const routes = findRoutes(program);
  const key = routes && firstKey(routes);
  const chunkNames =
    key === undefined ? undefined : parsedJsonObjects(program).find((object) => key in object);
  const chunkIds = findRegistry(program);
  if (!routes || !chunkNames || !chunkIds) {
    const missing = !routes ? 'routes' : !chunkNames ? 'route chunk names' : 'chunk registry';
    throw new Error(`main.js: found no ${missing}; has Docusaurus changed its client bundle?`);
  }
  return {routes, chunkNames, chunkIds};
}

/** The source of `__webpack_require__.u = (chunkId) => "assets/js/…" + ".js"`. */
function findChunkFileFunction(runtimeSource: string): string | undefined {
  let found: string | undefined;
  walk.simple(parse(runtimeSource), {
    AssignmentExpression(node) {
      const {left, right} = node;
      const source = runtimeSource.slice(right.start, right.end);
      if (
        left.type === 'MemberExpression' &&
        left.property.type === 'Identifier' &&
        left.property.name === 'u' &&
        functionTypes.has(right.type) &&
        source.includes('.js')
      ) {
        found ??= source;
      }
    },
  });
  return found;
}

/**
 * The function the webpack runtime uses to name a chunk's file (`assets/js/<name>.<hash>.js`).
 * It is a pure lookup in two literal tables, so it is run as is rather than re-implemented. A
 * chunk without JS (CSS only) has no hash in its table and comes out as `….undefined.js`: for
 * those the result is undefined.
 */
export function readChunkFileName(runtimeSource: string): (chunkId: string) => string | undefined {
  const source = findChunkFileFunction(runtimeSource);
  if (source === undefined) {
    throw new Error('runtime~main.js: found no chunk file name function (`.u = …`).');
  }
  const chunkFile: unknown = vm.runInNewContext(`(${source})`, {}, {timeout: 1000});
  if (typeof chunkFile !== 'function') {
    throw new Error('runtime~main.js: the chunk file name code is not a function.');
  }
  return (chunkId) => {
    const file: unknown = (chunkFile as (id: string) => unknown)(chunkId);
    if (typeof file !== 'string') {
      throw new Error(`runtime~main.js: no file name for chunk ${chunkId}.`);
    }
    return file.endsWith('.undefined.js') ? undefined : file;
  };
}
