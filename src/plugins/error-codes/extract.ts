import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

/**
 * What identifies a call site in both builds: minifiers rename variables and reorder functions,
 * but keep property and method names and string literals.
 */
export interface CallSite {
  /** Property names, method names and strings of the function that makes the call. */
  tokens: Set<string>;
  /** Name of that function when the minifier keeps it (methods, object properties). */
  functionName: string;
  /** Position among the error calls of that function. */
  indexInFunction: number;
}

/** An error message of a development build. */
export interface DevErrorMessage extends CallSite {
  /** The message with its inserted values as `{0}`, `{1}`, …, in order. */
  message: string;
  placeholders: number;
  /** True when the check sits in a `__DEV__`-only block, so the production build has no call. */
  devOnly: boolean;
}

/** A call of the minified error function of a production build. */
export interface ProdErrorCall extends CallSite {
  code: number;
  /** The values passed after the code. */
  args: number;
}

const functionTypes = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** The innermost function around a node, its name when kept, and its tokens. */
function enclosingFunction(ancestors: readonly acorn.Node[]): {
  node: Node | undefined;
  name: string;
} {
  for (let index = ancestors.length - 2; index >= 0; index -= 1) {
    const node = ancestors[index] as Node;
    if (functionTypes.has(node.type)) {
      const parent = ancestors[index - 1] as Node | undefined;
      const key =
        parent?.type === 'MethodDefinition' || parent?.type === 'Property'
          ? (parent.key as Node | undefined)
          : undefined;
      return {node, name: (key?.name as string | undefined) ?? ''};
    }
  }
  return {node: undefined, name: ''};
}

function tokensOf(node: Node | undefined): Set<string> {
  const tokens = new Set<string>();
  if (!node) {
    return tokens;
  }
  walk.full(node, (child) => {
    const inner = child as Node;
    if (inner.type === 'MemberExpression' && !inner.computed) {
      tokens.add(`.${(inner.property as Node).name as string}`);
    } else if (inner.type === 'Literal' && typeof inner.value === 'string') {
      tokens.add(`'${inner.value}`);
    } else if (inner.type === 'TemplateElement') {
      tokens.add(`'${(inner.value as {cooked: string}).cooked}`);
    }
  });
  return tokens;
}

/** Adds {@link CallSite} facts to calls found in one bundle, in source order. */
function withCallSites<T extends {start: number; fn: Node | undefined; functionName: string}>(
  found: T[],
): (Omit<T, 'start' | 'fn'> & CallSite)[] {
  const tokenCache = new Map<Node | undefined, Set<string>>();
  const seenInFunction = new Map<Node | undefined, number>();
  return found
    .sort((a, b) => a.start - b.start)
    .map(({start, fn, ...rest}) => {
      if (!tokenCache.has(fn)) {
        tokenCache.set(fn, tokensOf(fn));
      }
      const indexInFunction = seenInFunction.get(fn) ?? 0;
      seenInFunction.set(fn, indexInFunction + 1);
      return {...rest, tokens: tokenCache.get(fn) ?? new Set(), indexInFunction};
    });
}

type Node = acorn.Node & Record<string, unknown>;

const parse = (source: string) =>
  acorn.parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
  }) as unknown as Node;

function isDevErrorStatement(statement: Node): boolean {
  const expression = statement.expression as Node | undefined;
  const callee = expression?.callee as Node | undefined;
  return (
    statement.type === 'ExpressionStatement' &&
    expression?.type === 'CallExpression' &&
    callee?.name === 'formatDevErrorMessage'
  );
}

function templateMessage(argument: Node | undefined): {message: string; placeholders: number} {
  if (argument?.type === 'Literal' && typeof argument.value === 'string') {
    return {message: argument.value, placeholders: 0};
  }
  if (argument?.type !== 'TemplateLiteral') {
    return {message: '', placeholders: 0};
  }
  const quasis = argument.quasis as {value: {cooked: string}}[];
  return {
    message: quasis
      .map((quasi, index) => (index === 0 ? '' : `{${index - 1}}`) + quasi.value.cooked)
      .join(''),
    placeholders: quasis.length - 1,
  };
}

/**
 * The `formatDevErrorMessage(…)` calls of a development build. A call is dev-only when one of its
 * enclosing blocks is a bare block (what `if (__DEV__) {…}` compiles to) that holds more than
 * the call itself (a bare block around the call alone is how `invariant()` compiles).
 */
export function devErrorMessages(devSource: string): DevErrorMessage[] {
  const found: {
    message: string;
    placeholders: number;
    devOnly: boolean;
    functionName: string;
    fn: Node | undefined;
    start: number;
  }[] = [];
  walk.fullAncestor(parse(devSource), (node, _state, ancestors) => {
    const call = node as Node;
    if (call.type !== 'CallExpression' || (call.callee as Node).name !== 'formatDevErrorMessage') {
      return;
    }
    const devOnly = ancestors.some((ancestor, index) => {
      const block = ancestor as Node;
      const parent = ancestors[index - 1] as Node | undefined;
      const body = block.body as Node[] | undefined;
      return (
        block.type === 'BlockStatement' &&
        ['BlockStatement', 'Program', 'StaticBlock', 'SwitchCase'].includes(parent?.type ?? '') &&
        !(body?.length === 1 && body[0] && isDevErrorStatement(body[0]))
      );
    });
    const {message, placeholders} = templateMessage((call.arguments as Node[])[0]);
    const {node: fn, name: functionName} = enclosingFunction(ancestors);
    found.push({message, placeholders, devOnly, functionName, fn, start: call.start});
  });
  return withCallSites(found);
}

/** Whether a function's source is Lexical's production error function. */
const isProdErrorFunction = (source: string) =>
  source.includes('lexical.dev/docs/error') && /\bthrow\b/.test(source);

/**
 * The calls of the production error function: `t(166)`, `l(58, o.name)`, or an inlined
 * `function(e, ...r){…}(252)`. The function is recognised by its body, not its minified name.
 */
export function prodErrorCalls(prodSource: string): ProdErrorCall[] {
  const ast = parse(prodSource);
  const errorFunctionNames = new Set<string>();
  walk.simple(ast, {
    FunctionDeclaration(node) {
      const declaration = node as unknown as Node;
      if (isProdErrorFunction(prodSource.slice(declaration.start, declaration.end))) {
        errorFunctionNames.add((declaration.id as Node).name as string);
      }
    },
  });
  const calls: {
    code: number;
    args: number;
    functionName: string;
    fn: Node | undefined;
    start: number;
  }[] = [];
  walk.fullAncestor(ast, (node, _state, ancestors) => {
    const call = node as Node;
    if (call.type === 'CallExpression') {
      const callee = call.callee as Node;
      const [first, ...rest] = call.arguments as Node[];
      const isErrorCall =
        (callee.type === 'Identifier' && errorFunctionNames.has(callee.name as string)) ||
        (callee.type === 'FunctionExpression' &&
          isProdErrorFunction(prodSource.slice(callee.start, callee.end)));
      if (isErrorCall && first?.type === 'Literal' && typeof first.value === 'number') {
        const {node: fn, name: functionName} = enclosingFunction(ancestors);
        calls.push({code: first.value, args: rest.length, functionName, fn, start: call.start});
      }
    }
  });
  return withCallSites(calls);
}

function similarity(dev: CallSite, prod: CallSite): number {
  let shared = 0;
  for (const token of prod.tokens) {
    if (dev.tokens.has(token)) {
      shared += 1;
    }
  }
  const union = dev.tokens.size + prod.tokens.size - shared;
  const jaccard = union === 0 ? 0 : shared / union;
  const sameName = dev.functionName !== '' && dev.functionName === prod.functionName ? 0.5 : 0;
  return jaccard + sameName - 0.01 * Math.abs(dev.indexInFunction - prod.indexInFunction);
}

/**
 * Pairs the production calls of one bundle with the messages of its development twin: a call
 * pairs with a message that inserts as many values, taking the most similar call sites first
 * (see {@link CallSite}). `known` holds pairs already made, in this bundle or another (codes are
 * global), so a code is never paired with a second message. Dev-only messages are used last.
 */
export function pairErrorCodes(
  messages: readonly DevErrorMessage[],
  calls: readonly ProdErrorCall[],
  known: ReadonlyMap<number, string>,
): Map<number, string> {
  const options = calls.flatMap((call, callIndex) =>
    messages.flatMap((message, messageIndex) => {
      const expected = known.get(call.code);
      if (
        message.placeholders !== call.args ||
        (expected !== undefined && expected !== message.message)
      ) {
        return [];
      }
      const score = similarity(message, call) - (message.devOnly ? 1 : 0);
      return [{callIndex, messageIndex, score}];
    }),
  );
  options.sort((a, b) => b.score - a.score);
  const pairs = new Map<number, string>();
  const pairedCalls = new Set<number>();
  const usedMessages = new Set<number>();
  for (const {callIndex, messageIndex} of options) {
    const call = calls[callIndex];
    const message = messages[messageIndex];
    if (!call || !message || pairedCalls.has(callIndex) || usedMessages.has(messageIndex)) {
      continue;
    }
    const already = pairs.get(call.code);
    if (already !== undefined && already !== message.message) {
      continue;
    }
    pairs.set(call.code, message.message);
    pairedCalls.add(callIndex);
    usedMessages.add(messageIndex);
  }
  const unpaired = calls.filter((_call, index) => !pairedCalls.has(index));
  if (unpaired.length > 0) {
    throw new Error(
      `No development message matches production error(s) ${unpaired.map((call) => `#${call.code}`).join(', ')}.`,
    );
  }
  return pairs;
}
