import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** An item of the generated 'api' sidebar (a subset of Docusaurus's sidebar item config). */
export type ApiSidebarItem =
  | {type: 'doc'; id: string; label: string}
  | {
      type: 'category';
      label: string;
      link?: {type: 'doc'; id: string};
      collapsed: boolean;
      items: ApiSidebarItem[];
    };

/** Where the generated sidebar items are written, in the API folder. */
export const sidebarFileName = 'sidebar.json';

/**
 * The generated sidebar items, for sidebars.ts (kept apart from the generator so that reading
 * the sidebar does not load TypeDoc). Empty until the API reference has been generated.
 */
export function readApiSidebar(apiFolder: string): ApiSidebarItem[] {
  const file = path.join(apiFolder, sidebarFileName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiSidebarItem[]) : [];
}
