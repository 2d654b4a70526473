import {translate} from '@docusaurus/Translate';

/**
 * Tags of gallery entries:
 * - `official`: built and maintained by the Lexical team.
 * - `example`: a small app that shows one way to set up Lexical; good to copy from.
 * - `product`: a product people use every day that ships a Lexical editor.
 * - `cms`: a content-management or publishing system whose editor is built on Lexical.
 * - `framework`: bindings that bring Lexical to a UI framework other than React.
 * - `mobile`: runs natively on a phone.
 */
export type GalleryTag = 'official' | 'example' | 'product' | 'cms' | 'framework' | 'mobile';

/** One project or demo in the gallery. */
export interface GalleryEntry {
  /** Unique, kebab-case; used as the React key. */
  id: string;
  /** The project's own name. */
  title: string;
  /** One or two sentences on what it is and how it uses Lexical. */
  description: string;
  /** Where a visitor sees it: the live site, or its repository when there is no site. */
  website: string;
  /** Its source code, when public. */
  source?: string;
  /** At least one tag; see {@link GalleryTag}. */
  tags: readonly GalleryTag[];
}

/** The tags in the order the filter shows them, with their labels. */
export const galleryTagLabels: Record<GalleryTag, string> = {
  official: translate({
    id: 'gallery.tag.official',
    message: 'Official',
    description: 'Gallery tag',
  }),
  example: translate({id: 'gallery.tag.example', message: 'Example', description: 'Gallery tag'}),
  product: translate({id: 'gallery.tag.product', message: 'Product', description: 'Gallery tag'}),
  cms: translate({id: 'gallery.tag.cms', message: 'CMS', description: 'Gallery tag'}),
  framework: translate({
    id: 'gallery.tag.framework',
    message: 'Framework binding',
    description: 'Gallery tag',
  }),
  mobile: translate({id: 'gallery.tag.mobile', message: 'Mobile', description: 'Gallery tag'}),
};

const examplesTree = 'https://github.com/facebook/lexical/tree/main/examples';

export const galleryEntries = [
  {
    id: 'playground',
    title: 'Lexical Playground',
    description:
      'The official showcase: rich text, tables, images, collaboration, Markdown shortcuts and a live tree view of the editor state, all in one editor you can try in the browser.',
    website: 'https://playground.lexical.dev/',
    source: 'https://github.com/facebook/lexical/tree/main/packages/lexical-playground',
    tags: ['official', 'example'],
  },
  {
    id: 'lexical-ios',
    title: 'Lexical iOS',
    description:
      'A native iOS port of Lexical written in Swift on top of TextKit, following the same editor state, node and plugin model as the web framework.',
    website: 'https://facebook.github.io/lexical-ios/',
    source: 'https://github.com/facebook/lexical-ios',
    tags: ['official', 'mobile'],
  },
  {
    id: 'example-react-rich',
    title: 'React rich-text example',
    description:
      'A compact React app with a formatting toolbar, headings, lists and undo history: the usual starting point for a rich-text editor.',
    website: `${examplesTree}/react-rich`,
    source: `${examplesTree}/react-rich`,
    tags: ['official', 'example'],
  },
  {
    id: 'example-react-plain-text',
    title: 'React plain-text example',
    description:
      'The smallest useful React setup: a plain-text editor with history and a change listener, for comment boxes and chat inputs.',
    website: `${examplesTree}/react-plain-text`,
    source: `${examplesTree}/react-plain-text`,
    tags: ['official', 'example'],
  },
  {
    id: 'example-react-table',
    title: 'React table example',
    description:
      'Shows the table nodes and plugin of @lexical/table: inserting tables, selecting cells and editing their content.',
    website: `${examplesTree}/react-table`,
    source: `${examplesTree}/react-table`,
    tags: ['official', 'example'],
  },
  {
    id: 'example-vanilla-js',
    title: 'Vanilla JavaScript example',
    description:
      'Lexical without a UI framework: createEditor, rich text and history registered by hand on a contenteditable element.',
    website: `${examplesTree}/vanilla-js`,
    source: `${examplesTree}/vanilla-js`,
    tags: ['official', 'example'],
  },
  {
    id: 'meta-apps',
    title: 'Apps at Meta',
    description:
      'Lexical was built at Meta, where it powers text input in products used by billions of people, such as Facebook, Messenger, WhatsApp and Instagram.',
    website: 'https://github.com/facebook/lexical',
    tags: ['product'],
  },
  {
    id: 'payload',
    title: 'Payload',
    description:
      'The open-source headless CMS ships its rich-text field as a Lexical editor, with features added as Lexical nodes and plugins.',
    website: 'https://payloadcms.com/',
    source: 'https://github.com/payloadcms/payload',
    tags: ['cms'],
  },
  {
    id: 'ghost-koenig',
    title: 'Ghost Koenig',
    description:
      'Koenig, the editor of the Ghost publishing platform, is built on Lexical, with cards for images, embeds and more as Lexical nodes.',
    website: 'https://ghost.org/',
    source: 'https://github.com/TryGhost/Koenig',
    tags: ['cms', 'product'],
  },
  {
    id: 'svelte-lexical',
    title: 'svelte-lexical',
    description:
      'Svelte components and plugins for Lexical, mirroring what @lexical/react offers for React.',
    website: 'https://github.com/umaranis/svelte-lexical',
    source: 'https://github.com/umaranis/svelte-lexical',
    tags: ['framework'],
  },
  {
    id: 'lexical-vue',
    title: 'lexical-vue',
    description: 'Vue 3 bindings for Lexical: a composer, content-editable component and plugins.',
    website: 'https://github.com/wobsoriano/lexical-vue',
    source: 'https://github.com/wobsoriano/lexical-vue',
    tags: ['framework'],
  },
] as const satisfies readonly GalleryEntry[];
