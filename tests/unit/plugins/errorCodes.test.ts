import path from 'node:path';

import {formatMessage} from '@site/src/components/ErrorDecoder/formatMessage';
import {collectErrorCodes} from '@site/src/plugins/error-codes/collect';
import {
  devErrorMessages,
  pairErrorCodes,
  prodErrorCalls,
} from '@site/src/plugins/error-codes/extract';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../..');

// A development bundle: two checks in `insertText`, one in `remove`, and one inside a
// `__DEV__`-only block (a bare block holding more than the call).
const devBundle = `
function formatDevErrorMessage(message) { throw new Error(message); }
class Selection {
  insertText(node) {
    if (!(node.isAttached())) { formatDevErrorMessage(\`insertText: node \${node.__key} is detached\`); }
    if (node.__text === undefined) { { formatDevErrorMessage(\`insertText: no text\`); } }
  }
  remove(node) {
    {
      if (node.__dirty) { formatDevErrorMessage(\`remove: node \${node.__key} is dirty\`); }
    }
    if (!(node.getParent() !== null)) { formatDevErrorMessage(\`remove: node \${node.__key} has no parent\`); }
  }
}`;

// Its production twin: minified, methods reordered, the dev-only check gone.
const prodBundle = `
function t(t,...e){const n=new URL("https://lexical.dev/docs/error");throw n.search="",Error("Minified Lexical error #"+t)}
class s{remove(e){null!==e.getParent()||t(12,e.__key)}insertText(e){e.isAttached()||t(10,e.__key),void 0===e.__text&&t(11)}}
const r=function(e,...r){const n=new URL("https://lexical.dev/docs/error");throw Error(n.toString())}(13);`;

describe('devErrorMessages', () => {
  const messages = devErrorMessages(devBundle);

  it('reads each message with numbered placeholders', () => {
    expect(messages.map((message) => message.message)).toEqual([
      'insertText: node {0} is detached',
      'insertText: no text',
      'remove: node {0} is dirty',
      'remove: node {0} has no parent',
    ]);
  });

  it('tells __DEV__-only checks from invariants', () => {
    expect(messages.map((message) => message.devOnly)).toEqual([false, false, true, false]);
  });
});

describe('prodErrorCalls', () => {
  it('finds calls of the error function by its body, including an inlined one', () => {
    expect(prodErrorCalls(prodBundle).map(({code, args}) => [code, args])).toEqual([
      [12, 1],
      [10, 1],
      [11, 0],
      [13, 0],
    ]);
  });
});

describe('pairErrorCodes', () => {
  it('pairs reordered calls with their messages by call site, skipping dev-only ones', () => {
    const pairs = pairErrorCodes(
      devErrorMessages(devBundle),
      prodErrorCalls(prodBundle).filter((call) => call.code !== 13),
      new Map(),
    );
    expect(Object.fromEntries(pairs)).toEqual({
      10: 'insertText: node {0} is detached',
      11: 'insertText: no text',
      12: 'remove: node {0} has no parent',
    });
  });

  it('fails, naming the code, when a production call has no message', () => {
    expect(() =>
      pairErrorCodes(
        [],
        [{code: 7, args: 0, tokens: new Set(), functionName: '', indexInFunction: 0}],
        new Map(),
      ),
    ).toThrow('#7');
  });
});

describe('collectErrorCodes on the pinned packages', () => {
  const {codes, version} = collectErrorCodes(siteDir, '0.50.0');

  it('reads the version and hundreds of codes', () => {
    expect(version).toBe('0.50.0');
    expect(Object.keys(codes).length).toBeGreaterThan(200);
  });

  it.each([
    ['58', 'LexicalNode: Node {0} does not implement .exportJSON().'],
    ['166', 'Expected valid LexicalSelection'],
    ['339', 'Node class {0} with type {1} not registered in editor'],
    ['361', 'sel.attr({0}, ...) requires true, a string, or a RegExp'],
    ['362', 'sel.styleAny({0}, ...) requires a string or a RegExp'],
  ])('knows code %s', (code, message) => {
    expect(codes[code]).toBe(message);
  });
});

describe('formatMessage', () => {
  it('fills the values in, in order', () => {
    expect(formatMessage('Node {0} with type {1}', ['ImageNode', 'image'])).toEqual([
      {kind: 'text', text: 'Node '},
      {kind: 'value', text: 'ImageNode'},
      {kind: 'text', text: ' with type '},
      {kind: 'value', text: 'image'},
    ]);
  });

  it('keeps a placeholder that has no value', () => {
    expect(formatMessage('Node {0}', [])).toEqual([
      {kind: 'text', text: 'Node '},
      {kind: 'value', text: '{0}'},
    ]);
  });
});
