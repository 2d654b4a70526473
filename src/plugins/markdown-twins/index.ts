import fs from 'node:fs/promises';
import path from 'node:path';

import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  type ExampleRecord,
  type ExamplesFile,
  examplesFileName,
  mcpDataDirectory,
} from '../../../mcp/dataFormat';
import {lexicalVersion, siteSummary} from '../../data/site';
import {hasMarkdownTwin, markdownTwinPath} from '../../utils/markdownTwinPath';
import {renderedHtmlFile} from '../../utils/renderedHtmlFile';
import {exampleSources} from './exampleSources';
import {liveExampleFigures} from './liveExampleFigures';
import {buildLlmsFiles, type TwinPage} from './llmsFiles';
import {pageToMarkdown} from './pageToMarkdown';
import {readRenderedPage} from './renderedPage';
import {type PageSection, sidebarSections, type SidebarSectionsOptions} from './sidebarSections';

/**
 * The plugin's options. (The site's summary and the Lexical version are imported here rather
 * than passed in: plugin options are shipped to every page with the site's config.)
 */
export interface MarkdownTwinsOptions {
  /** The docs sidebars whose pages llms.txt lists, in its order. */
  sidebars: readonly (SidebarSectionsOptions & {id: string})[];
  /** Where the API reference lives: its pages go to llms-api.txt, the rest to llms-full.txt. */
  apiBasePath: string;
}

/** What the content plugins loaded that the llms.txt sections need. */
interface SiteOutline {
  sections: PageSection[];
  blogPostPaths: string[];
}

function outlineOf(
  allContent: Record<string, Record<string, unknown> | undefined>,
  options: MarkdownTwinsOptions,
): SiteOutline {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const version = docs?.loadedVersions[0];
  const permalinks = new Map(version?.docs.map((doc) => [doc.id, doc.permalink]));
  return {
    sections: options.sidebars.flatMap((sidebar) =>
      sidebarSections(version?.sidebars[sidebar.id] ?? [], sidebar, (id) => permalinks.get(id)),
    ),
    blogPostPaths: blog?.blogPosts.map((post) => post.metadata.permalink) ?? [],
  };
}

/**
 * Writes a Markdown twin of every docs page and blog page next to its HTML (`<path>.md`), made
 * from the rendered page, and `/llms.txt`, `/llms-full.txt` and `/llms-api.txt` from the twins.
 * Everything is made anew in each build, from the build's own routes.
 */
export default function markdownTwinsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  // The config checks the options' type (`satisfies MarkdownTwinsOptions`).
  const options = pluginOptions as MarkdownTwinsOptions;
  const {siteConfig, siteDir} = context;
  const siteUrl = new URL(context.baseUrl, siteConfig.url).href;
  let outline: SiteOutline = {sections: [], blogPostPaths: []};
  return {
    name: 'lexical-markdown-twins',
    allContentLoaded({allContent}) {
      outline = outlineOf(allContent, options);
    },
    async postBuild({outDir, routesPaths}) {
      const twins = new Map<string, TwinPage>();
      // The live examples the pages show, for the MCP server: the same files as in the twins.
      const examples = new Map<string, ExampleRecord>();
      const addExample = (name: string, caption: string, route: string): ExampleRecord => {
        const example = examples.get(name) ?? {
          name,
          title: caption,
          files: exampleSources(siteDir, name),
          pages: [],
        };
        example.pages.push(route);
        examples.set(name, example);
        return example;
      };
      const allRoutes = [...new Set(routesPaths)].sort();
      const routes = allRoutes.filter(hasMarkdownTwin);
      for (const route of routes) {
        const html = await fs
          .readFile(path.join(outDir, renderedHtmlFile(route)), 'utf8')
          .catch(() => null);
        const page = html === null ? null : readRenderedPage(html, siteConfig.title);
        if (!page) continue;
        const markdown = await pageToMarkdown(page, {
          siteUrl,
          lexicalVersion,
          exampleSources: (name, caption) => addExample(name, caption, route).files,
        });
        await fs.writeFile(path.join(outDir, markdownTwinPath(route)), markdown);
        twins.set(route, {path: route, title: page.title, description: page.description, markdown});
      }
      const files = buildLlmsFiles({
        siteTitle: siteConfig.title,
        summary: siteSummary,
        lexicalVersion,
        siteUrl,
        apiBasePath: options.apiBasePath,
        twins,
        ...outline,
      });
      for (const [name, text] of Object.entries(files)) {
        await fs.writeFile(path.join(outDir, name), text);
      }
      // Pages without a twin (the home page) show examples too.
      for (const route of allRoutes.filter((candidate) => !hasMarkdownTwin(candidate))) {
        const html = await fs
          .readFile(path.join(outDir, renderedHtmlFile(route)), 'utf8')
          .catch(() => '');
        for (const {name, caption} of liveExampleFigures(html)) addExample(name, caption, route);
      }
      const examplesFile: ExamplesFile = {
        generatedBy: 'src/plugins/markdown-twins (npm run build)',
        examples: [...examples.values()].sort((a, b) => a.name.localeCompare(b.name)),
      };
      await fs.mkdir(path.join(outDir, mcpDataDirectory), {recursive: true});
      await fs.writeFile(
        path.join(outDir, mcpDataDirectory, examplesFileName),
        JSON.stringify(examplesFile),
      );
      const kib = (text: string) => `${Math.round(Buffer.byteLength(text) / 1024)} KiB`;
      console.info(
        `[markdown-twins] ${twins.size} pages as Markdown; ` +
          Object.entries(files)
            .map(([name, text]) => `${name} ${kib(text)}`)
            .join(', '),
      );
    },
  };
}
