import {type RefObject, useCallback, useEffect, useState} from 'react';

/** How far outside the viewport an example starts loading: about a screen ahead on a phone. */
const approachMargin = '600px 0px';

/**
 * Whether the reader has come near the element: scrolled it near the viewport, or reached for it
 * (`approach`, called on pointer, touch or keyboard focus). It never turns back to false.
 *
 * Nearness counts only once the reader has scrolled: an example in the first screen loads when
 * the reader reaches for it or moves on, not as part of the page's own load.
 */
export function useApproach(ref: RefObject<HTMLElement | null>): {
  approached: boolean;
  approach: () => void;
} {
  const [approached, setApproached] = useState(false);
  const approach = useCallback(() => {
    setApproached(true);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (approached || !element) return undefined;
    let observer: IntersectionObserver | undefined;
    const observe = (): void => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setApproached(true);
        },
        {rootMargin: approachMargin},
      );
      observer.observe(element);
    };
    window.addEventListener('scroll', observe, {once: true, passive: true});
    return () => {
      window.removeEventListener('scroll', observe);
      observer?.disconnect();
    };
  }, [approached, ref]);

  return {approached, approach};
}
