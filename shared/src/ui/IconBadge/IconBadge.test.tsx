import { render } from '@testing-library/react';
import { IconBadge } from './IconBadge';

test('draws the named icon, hidden from screen readers, at the size of the badge', () => {
  const { container } = render(<IconBadge name="shield" size="sm" className="extra" />);
  const badge = container.firstElementChild!;
  expect(badge).toHaveClass('icon-badge', 'icon-badge--sm', 'extra');
  const icon = badge.querySelector('svg')!;
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toHaveAttribute('width', '22');
});

test('is medium by default', () => {
  const { container } = render(<IconBadge name="shield" />);
  expect(container.firstElementChild).toHaveClass('icon-badge--md');
  expect(container.querySelector('svg')).toHaveAttribute('width', '28');
});
