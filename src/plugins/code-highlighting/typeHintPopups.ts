/**
 * The browser's side of the type hints' popups (typeHintHtml.ts makes them at build time). A
 * page's names carry only `data-hint="<list>:<index>"`; the popups of the page, or of a live
 * example's source file, are a list its module registers here. The first hover, focus or tap in a
 * block fetches the list and gives each name its popup, which describes the name from then on.
 */

/**
 * Where a list of popups comes from: a page's is the URL of a JSON file of its own, fetched on
 * demand; a live example's source file, whose module loads only with its tab, holds its list.
 */
export type TypeHintPopupsSource = URL | readonly string[];

const sources = new Map<string, TypeHintPopupsSource>();
const lists = new Map<string, Promise<readonly string[]>>();

/**
 * Called by the module of a page or source file with type hints when it is evaluated; returns
 * `key`, so that the module can export it (MDX only allows imports and exports).
 */
export function registerTypeHintPopups(key: string, source: TypeHintPopupsSource): string {
  sources.set(key, source);
  // A module evaluated again (the dev server's hot reload of an edited page) brings a new list.
  lists.delete(key);
  return key;
}

async function fetchPopups(url: URL): Promise<readonly string[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href}: HTTP ${String(response.status)}`);
  return (await response.json()) as readonly string[];
}

/** The list under `key`, fetched once; undefined while its page's module is not evaluated yet. */
function popupsOf(key: string): Promise<readonly string[]> | undefined {
  const source = sources.get(key);
  if (!source) return undefined;
  let list = lists.get(key);
  if (!list) {
    list = source instanceof URL ? fetchPopups(source) : Promise.resolve(source);
    // A list that could not be fetched (offline) is tried again on the next hover.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

const unpopulatedHintSelector = '.type-hint[data-hint]:not([aria-describedby])';
let lastId = 0;

/**
 * Gives every hinted name in `block` its popup, described by it, loading the list first if need
 * be. Resolves when done, or when the list cannot be had now (the names stay plain).
 */
export async function addTypeHintPopups(block: Element): Promise<void> {
  const names = block.querySelectorAll<HTMLElement>(unpopulatedHintSelector);
  await Promise.all(
    Array.from(names, async (name) => {
      const [key = '', index = ''] = (name.dataset.hint ?? '').split(':');
      const html = (await popupsOf(key)?.catch(() => undefined))?.[Number(index)];
      if (html === undefined || name.hasAttribute('aria-describedby')) return;
      name.insertAdjacentHTML('beforeend', html);
      const info = name.lastElementChild?.querySelector('.type-hint-info');
      if (!info) return;
      lastId += 1;
      info.id = `type-hint-${String(lastId)}`;
      name.setAttribute('aria-describedby', info.id);
    }),
  );
}
