import type {DocSearchRecord} from '@site/src/search/docSearchRecord';
import type {IndexedPage, IndexedSection, SearchIndexFile} from '@site/src/search/indexFormat';
import {toDocSearchRecords} from '@site/src/search/toDocSearchRecords';

/** A page of the sample index with its sections, written the way the build extracts them. */
interface SamplePage extends IndexedPage {
  sections: Omit<IndexedSection, 'page'>[];
}

const docsTag = 'docs-default-current';

function docsPage(path: string, section: string, title: string): Omit<SamplePage, 'sections'> {
  return {path, section, title, language: 'en', tag: docsTag};
}

function lead(text: string): Omit<IndexedSection, 'page'> {
  return {anchor: '', level: 1, headings: [], text};
}

const samplePages: SamplePage[] = [
  {
    ...docsPage('/docs/concepts/listeners', 'Concepts', 'Listeners'),
    sections: [
      lead('Listeners react to editor changes.'),
      {
        anchor: 'node-listeners',
        level: 2,
        headings: ['Node listeners'],
        text: 'Register one with registerNodeTransform to change nodes before the DOM updates.',
      },
    ],
  },
  {
    ...docsPage('/docs/concepts/editor-state', 'Concepts', 'Editor state'),
    sections: [
      lead('The editor state is the model of the document.'),
      {
        anchor: 'reading',
        level: 2,
        headings: ['Reading the state'],
        text: 'Call $getRoot inside editor.update to reach the root. Hooks come from @lexical/react.',
      },
      {
        anchor: 'keys',
        level: 2,
        headings: ['Keyboard'],
        text: 'Pressing enter dispatches KEY_ENTER_COMMAND.',
      },
    ],
  },
  {
    ...docsPage('/docs/concepts/serialization', 'Concepts', 'Serialization'),
    sections: [lead('The editor state is saved to JSON through serialization.')],
  },
  {
    ...docsPage('/docs/api/classes/ElementNode', 'API reference', 'Class: ElementNode'),
    sections: [
      lead('The base class of nodes with children.'),
      {anchor: 'constructors', level: 2, headings: ['Constructors'], text: ''},
      {
        anchor: 'elementnode',
        level: 3,
        headings: ['Constructors', 'ElementNode'],
        text: 'Creates an element node.',
      },
    ],
  },
  {
    ...docsPage('/docs/concepts/nodes', 'Concepts', 'Nodes'),
    sections: [
      lead(
        'An ElementNode holds children. Every ElementNode, like a paragraph, can be subclassed: extend ElementNode.',
      ),
    ],
  },
  {
    ...docsPage('/docs/concepts/selection', 'Concepts', 'Selection'),
    sections: [
      lead('A selection tells where the caret is.'),
      {
        anchor: 'range',
        level: 2,
        headings: ['Range selection'],
        text: 'A range selection has an anchor and a focus.',
      },
      {
        anchor: 'node',
        level: 2,
        headings: ['Node selection'],
        text: 'A node selection holds whole nodes.',
      },
      {
        anchor: 'table',
        level: 2,
        headings: ['Table selection'],
        text: 'A table selection spans cells.',
      },
      {anchor: 'grid', level: 2, headings: ['Grid'], text: 'Cells of a grid selection.'},
    ],
  },
  {
    ...docsPage('/docs/react/plugins', 'React', 'Plugins'),
    sections: [
      lead('Plugins add behaviour to the composer.'),
      {
        anchor: 'draggable',
        level: 2,
        headings: ['<DraggableBlockPlugin>'],
        text: 'Render <DraggableBlockPlugin> inside the composer & drag blocks.',
      },
      {anchor: 'urls', level: 2, headings: ['URLs'], text: 'Each LinkNode keeps a URL.'},
    ],
  },
  {
    path: '/fr/docs/concepts/selection',
    section: 'Concepts',
    title: 'Sélection',
    language: 'fr',
    tag: docsTag,
    sections: [lead('La selection indique où est le curseur.')],
  },
  {
    path: '/blog/welcome',
    section: 'Blog',
    title: 'Welcome',
    language: 'en',
    tag: 'default',
    sections: [lead('Welcome to the blog. A first word on selection.')],
  },
];

/** A small index as the engine reads it: docs, an API page, a French page and a blog post. */
export const sampleIndex: SearchIndexFile = {
  version: 1,
  siteUrl: 'https://lexical.dev/',
  pages: samplePages.map(({sections: _sections, ...page}) => page),
  sections: samplePages.flatMap(({sections}, page) =>
    sections.map((section) => ({page, ...section})),
  ),
};

export const sampleRecords: DocSearchRecord[] = toDocSearchRecords(sampleIndex);

/** The sample record with this objectID (`path#anchor:type`); fails the test if there is none. */
export function sampleRecord(objectID: string): DocSearchRecord {
  const record = sampleRecords.find((candidate) => candidate.objectID === objectID);
  if (!record) throw new Error(`The sample index has no record ${objectID}.`);
  return record;
}
