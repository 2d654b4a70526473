import {
  addTypeHintPopups,
  registerTypeHintPopups,
} from '@site/src/plugins/code-highlighting/typeHintPopups';
import {afterEach, describe, expect, it, vi} from 'vitest';

const popup = (type: string) =>
  `<span class="type-hint-popup"><span class="type-hint-info"><span class="type-hint-type">${type}</span></span></span>`;

/** A code block as the page renders it: names that refer to the list `key`. */
function block(key: string, indexes: number[]): HTMLElement {
  const pre = document.createElement('pre');
  pre.innerHTML = `<code>${indexes
    .map(
      (index) =>
        `<span class="type-hint" tabindex="-1" data-hint="${key}:${String(index)}">x</span>`,
    )
    .join(' ')}</code>`;
  document.body.append(pre);
  return pre;
}

/** A fetch that answers `answers` in turn, a string as a JSON body, a number as an HTTP error. */
function stubFetch(...answers: (readonly string[] | number)[]) {
  const fetch = vi.fn((): Promise<Response> => {
    const answer = answers.shift() ?? 500;
    return Promise.resolve(
      typeof answer === 'number'
        ? new Response('', {status: answer})
        : new Response(JSON.stringify(answer), {headers: {'Content-Type': 'application/json'}}),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** True when a name of the block has no popup yet. */
const lacksTypeHintPopups = (pre: HTMLElement): boolean =>
  pre.querySelector('.type-hint:not([aria-describedby])') !== null;

const names = (pre: HTMLElement) => Array.from(pre.querySelectorAll<HTMLElement>('.type-hint'));

describe('type hint popups in the browser', () => {
  it("gives each name its popup from the page's list, fetched once, as its description", async () => {
    const fetch = stubFetch([popup('const a: number'), popup('let b: string')]);
    const url = new URL('https://lexical.dev/assets/type-hints/tpage01.0123abcd.json');
    expect(registerTypeHintPopups('tpage01', url)).toBe('tpage01');
    const pre = block('tpage01', [1, 0, 1]);
    expect(lacksTypeHintPopups(pre)).toBe(true);

    await Promise.all([addTypeHintPopups(pre), addTypeHintPopups(pre)]);

    expect(fetch).toHaveBeenCalledExactlyOnceWith(url);
    expect(lacksTypeHintPopups(pre)).toBe(false);
    const described = names(pre).map((name) => {
      const id = name.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent;
    });
    expect(described).toEqual(['let b: string', 'const a: number', 'let b: string']);
    // Ids are unique on the page, and a name gets one popup however often it is asked.
    expect(new Set(names(pre).map((name) => name.getAttribute('aria-describedby'))).size).toBe(3);
    await addTypeHintPopups(pre);
    expect(pre.querySelectorAll('.type-hint-popup')).toHaveLength(3);
  });

  it("leaves names plain while their page's module has not registered the list", async () => {
    const pre = block('tlater1', [0]);
    await addTypeHintPopups(pre);
    expect(lacksTypeHintPopups(pre)).toBe(true);
    // A live example's source file holds its list.
    registerTypeHintPopups('tlater1', [popup('const c: boolean')]);
    await addTypeHintPopups(pre);
    expect(pre.textContent).toBe('xconst c: boolean');
  });

  it("takes a page's new list when its module is evaluated again (hot reload)", async () => {
    registerTypeHintPopups('treload', [popup('const e: 1')]);
    const before = block('treload', [0]);
    await addTypeHintPopups(before);
    registerTypeHintPopups('treload', [popup('const e: 2')]);
    const after = block('treload', [0]);
    await addTypeHintPopups(after);
    expect(after.textContent).toBe('xconst e: 2');
  });

  it('tries a list that could not be fetched again on the next hover', async () => {
    const fetch = stubFetch(404, [popup('const d: null')]);
    registerTypeHintPopups('toffline', new URL('https://lexical.dev/assets/type-hints/x.json'));
    const pre = block('toffline', [0]);
    await addTypeHintPopups(pre);
    expect(lacksTypeHintPopups(pre)).toBe(true);
    await addTypeHintPopups(pre);
    expect(lacksTypeHintPopups(pre)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
