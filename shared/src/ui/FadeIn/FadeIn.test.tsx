import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { FadeIn } from './FadeIn';
import { hasReachedThreshold } from './useRevealOnView';
import {
  FakeIntersectionObserver,
  currentObserver,
  installIntersectionObserver,
  installMatchMedia,
  uninstallRevealDoubles,
} from '../../../../test-support/revealTestDoubles';

afterEach(uninstallRevealDoubles);

function renderFadeIn() {
  render(
    <FadeIn as="section" className="story">
      <p>Built in Ohio</p>
    </FadeIn>,
  );
  return screen.getByText('Built in Ohio').parentElement!;
}

describe('FadeIn', () => {
  it('waits hidden (pending) and fades in once 12% of it is in view, observed once', () => {
    installIntersectionObserver();
    installMatchMedia(false);
    const wrapper = renderFadeIn();
    expect(wrapper.tagName).toBe('SECTION');
    expect(wrapper).toHaveClass('fade-in', 'story');
    expect(wrapper).toHaveAttribute('data-fade', 'pending');

    const observer = currentObserver();
    expect(observer.options).toEqual(expect.objectContaining({ threshold: 0.12 }));
    expect(observer.targets.has(wrapper)).toBe(true);

    observer.trigger(0);
    expect(wrapper).toHaveAttribute('data-fade', 'pending');
    observer.trigger(0.05);
    expect(wrapper).toHaveAttribute('data-fade', 'pending');
    observer.trigger(0.12);
    expect(wrapper).toHaveAttribute('data-fade', 'in');
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.instances.filter((each) => !each.disconnected)).toHaveLength(0);
  });

  it('is never pending under reduced motion, and observes nothing', () => {
    installIntersectionObserver();
    installMatchMedia(true);
    const wrapper = renderFadeIn();
    expect(wrapper).not.toHaveAttribute('data-fade');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('shows the content at once without IntersectionObserver', () => {
    installMatchMedia(false);
    const wrapper = renderFadeIn();
    expect(wrapper).not.toHaveAttribute('data-fade');
    expect(screen.getByText('Built in Ohio')).toBeVisible();
  });

  it('keeps shown content shown when the motion preference changes', () => {
    installIntersectionObserver();
    const preference = installMatchMedia(false);
    const wrapper = renderFadeIn();
    expect(wrapper).toHaveAttribute('data-fade', 'pending');
    preference.change(true);
    expect(wrapper).not.toHaveAttribute('data-fade');
    preference.change(false);
    expect(wrapper).toHaveAttribute('data-fade', 'in');
  });

  it('after hydrating server markup, hides nothing until the observer reports it off screen', () => {
    const markup = renderToString(
      <FadeIn>
        <p>Above the fold</p>
      </FadeIn>,
    );
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    installIntersectionObserver();
    installMatchMedia(false);
    const wrapper = container.firstElementChild!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <FadeIn>
          <p>Above the fold</p>
        </FadeIn>,
      );
    });
    expect(container.firstElementChild).toBe(wrapper);
    expect(wrapper).not.toHaveAttribute('data-fade');
    currentObserver().trigger(0.5);
    expect(wrapper).toHaveAttribute('data-fade', 'in');
    act(() => root!.unmount());
    container.remove();
  });

  it('after hydration, content below the fold waits hidden', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FadeIn>Further down</FadeIn>);
    document.body.append(container);
    installIntersectionObserver();
    installMatchMedia(false);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <FadeIn>Further down</FadeIn>);
    });
    currentObserver().trigger(0);
    expect(container.firstElementChild).toHaveAttribute('data-fade', 'pending');
    currentObserver().trigger(0.3);
    expect(container.firstElementChild).toHaveAttribute('data-fade', 'in');
    act(() => root!.unmount());
    container.remove();
  });
});

describe('hasReachedThreshold', () => {
  const entry = (ratio: number, boxHeight: number, rootHeight = 800) =>
    ({
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { width: 300, height: boxHeight },
      rootBounds: { width: 1000, height: rootHeight },
    }) as IntersectionObserverEntry;

  it('needs the threshold share of an ordinary element', () => {
    expect(hasReachedThreshold(entry(0.05, 400), 0.12)).toBe(false);
    expect(hasReachedThreshold(entry(0.12, 400), 0.12)).toBe(true);
    expect(hasReachedThreshold(entry(0, 400), 0.12)).toBe(false);
  });

  it('reveals an element too tall to ever show the threshold share as soon as it enters', () => {
    expect(hasReachedThreshold(entry(0.01, 8000), 0.12)).toBe(true);
  });
});
