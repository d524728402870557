import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';
import {
  FakeIntersectionObserver,
  currentObserver,
  installIntersectionObserver,
  installMatchMedia,
  uninstallRevealDoubles,
} from '../../../../test-support/revealTestDoubles';

afterEach(uninstallRevealDoubles);

function renderImage() {
  return render(<LazyImage src="/img/smt-line.jpg" alt="SMT line" width={640} height={360} className="photo" />);
}

describe('LazyImage', () => {
  it('reserves the box with a placeholder and loads no image before it nears the viewport', () => {
    installIntersectionObserver();
    installMatchMedia(false);
    const { container } = renderImage();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[src]')).toBeNull();
    const placeholder = container.querySelector('span.lazy-image--placeholder') as HTMLElement;
    expect(placeholder).toHaveAttribute('role', 'none');
    expect(placeholder).toHaveClass('lazy-image', 'photo');
    expect(placeholder.style.aspectRatio).toBe('640 / 360');
    expect(placeholder.style.getPropertyValue('--lazy-image-width')).toBe('640px');

    currentObserver().trigger(0.04);
    expect(container.querySelector('img')).toBeNull();
  });

  it('observes with threshold 0.05 and a 100px root margin', () => {
    installIntersectionObserver();
    installMatchMedia(false);
    const { container } = renderImage();
    const observer = currentObserver();
    expect(observer.options).toEqual({ threshold: 0.05, rootMargin: '100px' });
    expect(observer.targets.has(container.querySelector('.lazy-image--placeholder')!)).toBe(true);
  });

  it('renders the image with its dimensions once in view, then fades it in when loaded', () => {
    installIntersectionObserver();
    installMatchMedia(false);
    const { container } = renderImage();
    const observer = currentObserver();
    observer.trigger(0.05);
    const image = screen.getByRole('img', { name: 'SMT line' });
    expect(image).toHaveAttribute('src', '/img/smt-line.jpg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image.style.aspectRatio).toBe('640 / 360');
    expect(image).toHaveClass('lazy-image', 'photo', 'lazy-image--loading');
    expect(container.querySelector('.lazy-image--placeholder')).toBeNull();
    expect(observer.disconnected).toBe(true);

    fireEvent.load(image);
    expect(image).toHaveClass('lazy-image--loaded');
    expect(image).not.toHaveClass('lazy-image--loading');
  });

  it('loads at once, without observing or fading, when reduced motion is preferred', () => {
    installIntersectionObserver();
    installMatchMedia(true);
    renderImage();
    const image = screen.getByRole('img', { name: 'SMT line' });
    expect(image).toHaveAttribute('src', '/img/smt-line.jpg');
    expect(image).toHaveClass('lazy-image--loaded');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('loads at once without IntersectionObserver', () => {
    installMatchMedia(false);
    renderImage();
    expect(screen.getByRole('img', { name: 'SMT line' })).toHaveAttribute('width', '640');
  });

  it('loads at once without IntersectionObserver or matchMedia', () => {
    renderImage();
    expect(screen.getByRole('img', { name: 'SMT line' })).toHaveAttribute('src', '/img/smt-line.jpg');
  });

  it('keeps a loaded image when the motion preference changes', () => {
    installIntersectionObserver();
    const preference = installMatchMedia(true);
    renderImage();
    preference.change(false);
    expect(screen.getByRole('img', { name: 'SMT line' })).toBeInTheDocument();
  });
});
