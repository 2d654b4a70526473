import type {ThemeConfig} from '@docusaurus/preset-classic';

import {lexicalRelease, lexicalVersion, links, whatsNewPath} from './site';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The announcement bar above the navbar. Change `id` whenever `content` changes: a visitor who
 * dismissed the old bar then sees the new one (the dismissal is stored together with the id).
 * The colours keep a contrast ratio above 7:1.
 */
export const announcement = {
  id: `lexical-${lexicalVersion}-whats-new`,
  content: `These docs cover Lexical ${lexicalVersion}: see <a href="${whatsNewPath}">what's new in ${lexicalRelease}</a>. If Lexical helps you, <a target="_blank" rel="noopener noreferrer" href="${links.repository}">give it a star on GitHub</a>.`,
  backgroundColor: '#0b3d91',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies AnnouncementBarConfig;
