import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import examples from './HeroCard.examples';
import { HeroCard } from './HeroCard';

test('the card’s title is the page’s one h1, focusable for navigation, under a way back', () => {
  const example = examples.examples['a portal card with a way back and a restriction']!;
  render(
    <MemoryRouter>
      <HeroCard {...example} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: example.title })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('link', { name: example.back!.label })).toHaveAttribute('href', '/');
});
