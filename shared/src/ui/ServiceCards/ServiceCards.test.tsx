import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import examples from './ServiceCards.examples';
import { ServiceCards } from './ServiceCards';

const example = examples.examples['a service of this site and one elsewhere']!;

function renderCards() {
  render(
    <MemoryRouter>
      <ServiceCards {...example} />
    </MemoryRouter>,
  );
}

test('each card is a list item titled by its service, with its figures named for screen readers', () => {
  renderCards();
  for (const card of example.cards) {
    expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: example.statsLabel(card.title) })).toBeInTheDocument();
  }
});

test('a link to this site names its service; a link elsewhere opens in a new tab', () => {
  renderCards();
  const [local, elsewhere] = example.cards;
  expect(screen.getByRole('link', { name: `${local!.link.label} ${local!.title}` })).toHaveAttribute(
    'href',
    '/pcb-assembly',
  );
  const external = screen.getByRole('link', { name: new RegExp(`^${elsewhere!.link.label}`) });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external.getAttribute('rel')).toContain('noopener');
});

test('the steps of a run stay folded until asked for', () => {
  renderCards();
  const [first] = screen.getAllByRole('group');
  expect(first).not.toHaveAttribute('open');
  expect(within(first!).getByText(example.processLabel)).toBeInTheDocument();
});
