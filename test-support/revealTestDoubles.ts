/** Test doubles for the reveal-on-view components (jsdom has neither IntersectionObserver nor matchMedia). */
import { act } from '@testing-library/react';

export class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = '0px';
  readonly options: IntersectionObserverInit | undefined;
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    this.rootMargin = options?.rootMargin ?? '0px';
    const threshold = options?.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed target at `intersectionRatio` (0 = outside the root). */
  trigger(intersectionRatio: number, box = { width: 100, height: 100 }, root = { width: 1000, height: 800 }) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: intersectionRatio > 0,
          intersectionRatio,
          boundingClientRect: {
            ...box,
            x: 0,
            y: 0,
            top: 0,
            left: 0,
            right: box.width,
            bottom: box.height,
          } as DOMRectReadOnly,
          rootBounds: {
            ...root,
            x: 0,
            y: 0,
            top: 0,
            left: 0,
            right: root.width,
            bottom: root.height,
          } as DOMRectReadOnly,
          intersectionRect: {} as DOMRectReadOnly,
          time: 0,
        }) satisfies IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this));
  }
}

/** The live observer (the last one created and not disconnected). */
export function currentObserver(): FakeIntersectionObserver {
  const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
  const observer = live[live.length - 1];
  if (!observer) throw new Error('No live IntersectionObserver');
  return observer;
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

export interface FakeMotionPreference {
  change(reduce: boolean): void;
}

/** Installs window.matchMedia answering `(prefers-reduced-motion: reduce)` with `reduce`. */
export function installMatchMedia(reduce: boolean): FakeMotionPreference {
  let matches = reduce;
  const listeners = new Set<() => void>();
  const matchMedia = (media: string) =>
    ({
      media,
      get matches() {
        return media.includes('prefers-reduced-motion: reduce') && matches;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: jest.fn(matchMedia) });
  return {
    change(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

export function uninstallRevealDoubles() {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
  FakeIntersectionObserver.instances = [];
}
