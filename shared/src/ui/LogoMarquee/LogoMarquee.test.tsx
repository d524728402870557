import { render, screen, within } from '@testing-library/react';
import examples from './LogoMarquee.examples';
import { LogoMarquee } from './LogoMarquee';

test('each logo is named by its alt text in the strip named for screen readers', () => {
  const example = examples.examples['three customers']!;
  render(<LogoMarquee {...example} />);
  const strip = screen.getByRole('group', { name: example.label });
  for (const logo of example.logos)
    expect(within(strip).getAllByRole('img', { name: logo.image.alt }).length).toBeGreaterThan(0);
});
