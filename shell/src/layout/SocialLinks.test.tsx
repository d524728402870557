import { render, screen } from '@testing-library/react';
import { site } from 'shared/config';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('lists YouTube, LinkedIn, Facebook and Instagram with names, icons hidden from screen readers', () => {
    const { container } = render(<SocialLinks tone="dark" className="extra" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      site.social.youtube,
      site.social.linkedin,
      site.social.facebook,
      site.social.instagram,
    ]);
    expect(links.map((link) => link.textContent)).toEqual(
      ['YouTube', 'LinkedIn', 'Facebook', 'Instagram'].map((name) => `${name} (opens in a new tab)`),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(container.firstElementChild).toHaveClass('social-links', 'social-links--dark', 'extra');
  });
});
