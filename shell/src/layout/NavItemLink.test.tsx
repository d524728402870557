import { screen } from '@testing-library/react';
import { ExternalLink } from 'shared/ui';
import { NavItemLink } from './NavItemLink';
import { renderInRouter } from './testUtils';

describe('ExternalLink', () => {
  it('opens in a new tab without an opener, and tells screen-reader users so', () => {
    renderInRouter(<ExternalLink href="https://example.test/">Elsewhere</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('(opens in a new tab)');
  });
});

describe('NavItemLink', () => {
  it('renders a route as an in-app link, marked as the current page when shown', async () => {
    const onChoose = jest.fn();
    const { user } = renderInRouter(
      <NavItemLink item={{ kind: 'route', to: '/medical', label: 'Medical' }} onChoose={onChoose} />,
    );
    const link = screen.getByRole('link', { name: 'Medical' });
    expect(link).toHaveAttribute('href', '/medical');
    expect(link).not.toHaveAttribute('aria-current');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('renders an external item as a new-tab link', () => {
    renderInRouter(<NavItemLink item={{ kind: 'external', href: 'https://example.test/', label: 'Staffing' }} />);
    expect(screen.getByRole('link', { name: 'Staffing (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});
