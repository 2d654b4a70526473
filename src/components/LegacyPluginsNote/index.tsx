import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import type {ReactNode} from 'react';

/**
 * For guide pages whose React samples still use `LexicalComposer` and plugin components, which the
 * pinned 0.50 type declarations call legacy where an extension replaces them: says so, and links
 * the extension API.
 */
/** An API name, which stays untranslated. */
const code = (name: string): ReactNode => <code>{name}</code>;

export default function LegacyPluginsNote(): ReactNode {
  return (
    <Admonition
      type="note"
      title={
        <Translate
          id="lexical.legacyPluginsNote.title"
          description="Title of the note on pages whose samples use the legacy plugin API">
          Plugins are the older React API
        </Translate>
      }>
      <p>
        <Translate
          id="lexical.legacyPluginsNote.body"
          description="Note on pages whose samples use LexicalComposer and plugin components"
          values={{
            composer: code('LexicalComposer'),
            examples: code('RichTextPlugin'),
            extensionComposer: code('LexicalExtensionComposer'),
            migrating: (
              <Link to="/docs/extensions/migrating-from-plugins">
                <Translate
                  id="lexical.legacyPluginsNote.migrating"
                  description="Link to the page that maps each plugin to its extension">
                  Migrating from plugins
                </Translate>
              </Link>
            ),
          }}>
          {
            'The React samples on this page use {composer} with plugin components. Lexical 0.50 marks the composer and every plugin that has an extension (such as {examples}) legacy: new editors are built from extensions with {extensionComposer}, where plugins without an extension still work as children. {migrating} shows the extension that replaces each plugin.'
          }
        </Translate>
      </p>
    </Admonition>
  );
}
