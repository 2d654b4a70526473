import {buildEditorFromExtensions} from '@lexical/extension';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isTextNode,
  defineExtension,
} from 'lexical';
import {describe, expect, it} from 'vitest';

import NodesExample from '../../../src/examples/nodes/Example';
import {mentionsEditor} from '../../../src/examples/nodes/extension';
import {
  $createMentionNode,
  $insertMention,
  $isMentionNode,
  MentionNode,
} from '../../../src/examples/nodes/MentionNode';
import {$firstParagraph, discreteUpdate} from './helpers';

/** The types of the first paragraph's children, with each mention's name. */
function $describeFirstParagraph(): string[] {
  return $firstParagraph()
    .getChildren()
    .map((node) =>
      $isMentionNode(node)
        ? `mention:${node.getName()}`
        : $isTextNode(node)
          ? `text:${node.getTextContent()}`
          : node.getType(),
    );
}

describe('nodes example: MentionNode', () => {
  it('starts with a mention inside the first paragraph', () => {
    using editor = buildEditorFromExtensions(mentionsEditor);
    editor.read(() => {
      expect($describeFirstParagraph()).toContain('mention:Ada Lovelace');
      expect($getRoot().getTextContent()).toContain('Thanks to @Ada Lovelace for');
    });
  });

  it('inserts a mention inline at the caret, splitting the text', () => {
    using editor = buildEditorFromExtensions(mentionsEditor);
    discreteUpdate(editor, () => {
      const text = $createTextNode('Hello world');
      $getRoot().clear().append($createParagraphNode().append(text));
      text.select(6, 6);
      $insertMention('Grace Hopper');
    });
    editor.read(() => {
      expect($describeFirstParagraph()).toEqual([
        'text:Hello ',
        'mention:Grace Hopper',
        'text:world',
      ]);
    });
  });

  it('inserts at the end of the document when there is no selection', () => {
    using editor = buildEditorFromExtensions(mentionsEditor);
    discreteUpdate(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode('Ping ')));
      $insertMention('Alan Turing');
    });
    editor.read(() => {
      expect($describeFirstParagraph()).toEqual(['text:Ping ', 'mention:Alan Turing']);
    });
  });

  it('survives a JSON round trip with its name', () => {
    using editor = buildEditorFromExtensions(mentionsEditor);
    // read() first commits the initial state, then toJSON() serializes it.
    const json = editor.read(() => JSON.stringify(editor.getEditorState().toJSON()));
    expect(json).toContain('"type":"mention"');
    expect(json).toContain('"name":"Ada Lovelace"');

    // A second editor that knows the node (but starts empty) loads the mention back.
    using copy = buildEditorFromExtensions(
      defineExtension({name: 'test/copy', nodes: [MentionNode]}),
    );
    copy.setEditorState(copy.parseEditorState(json));
    copy.read(() => {
      expect($describeFirstParagraph()).toContain('mention:Ada Lovelace');
    });

    // An editor without MentionNode registered refuses the same JSON.
    using stranger = buildEditorFromExtensions(defineExtension({name: 'test/stranger'}));
    expect(() => stranger.parseEditorState(json)).toThrow(/mention/);
  });

  it('is an inline node whose clone keeps its key and name', () => {
    using editor = buildEditorFromExtensions(mentionsEditor);
    discreteUpdate(editor, () => {
      const mention = $createMentionNode('Ada Lovelace');
      expect(mention.isInline()).toBe(true);
      const clone = MentionNode.clone(mention);
      expect(clone.getKey()).toBe(mention.getKey());
      expect(clone.__name).toBe('Ada Lovelace');
      expect($isMentionNode($createTextNode('@Ada'))).toBe(false);
    });
  });
});

describe('nodes example: the React editor', () => {
  it('renders mentions with React and inserts the chosen person', async () => {
    render(<NodesExample />);
    // The initial mention is drawn by MentionNode.decorate() through a React portal.
    expect(await screen.findByText('@Ada Lovelace')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Person'), {target: {value: 'Grace Hopper'}});
    fireEvent.click(screen.getByRole('button', {name: 'Insert mention'}));

    const chip = await screen.findByText('@Grace Hopper');
    expect(screen.getByRole('textbox', {name: 'Editor with mentions'}).contains(chip)).toBe(true);
  });
});
