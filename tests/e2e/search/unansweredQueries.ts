import type {Page} from '@playwright/test';

/** The ids of the search worker's queries not yet answered, kept by the page. */
interface UnansweredQueries {
  unansweredSearchQueries: Set<number>;
}

/**
 * Has the page keep count of the search worker's queries it has not answered yet: each query is
 * answered, or settled by a newer one's answer (see `workerProtocol`). Call before the page loads.
 */
export async function countUnansweredQueries(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const unanswered = new Set<number>();
    (window as unknown as UnansweredQueries).unansweredSearchQueries = unanswered;
    class CountingWorker extends Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener(
          'message',
          (event: MessageEvent<{id: number; superseded: number[]}>) => {
            for (const id of [event.data.id, ...event.data.superseded]) unanswered.delete(id);
          },
        );
      }

      // The page's search client sends its messages without transfer list or options.
      override postMessage(message: {type: string; id?: number}): void {
        if (message.type === 'query' && message.id !== undefined) unanswered.add(message.id);
        super.postMessage(message);
      }
    }
    window.Worker = CountingWorker;
  });
}

/**
 * Waits until the search worker has answered every query asked, and the modal has shown the
 * last answer: what a reader waits for before choosing a hit.
 */
export async function untilQueriesAnswered(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as UnansweredQueries).unansweredSearchQueries.size === 0,
  );
  // The answer reaches the modal's state at once, and the screen at React's next render.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          setTimeout(resolve, 0);
        });
      }),
  );
}
