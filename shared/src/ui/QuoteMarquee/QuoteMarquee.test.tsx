import { render, screen, within } from '@testing-library/react';
import examples from './QuoteMarquee.examples';
import { QuoteMarquee } from './QuoteMarquee';

test('each quote is a figure in the strip named for screen readers, with who said it as its caption', () => {
  const example = examples.examples['two testimonials']!;
  render(<QuoteMarquee {...example} />);
  const strip = screen.getByRole('group', { name: example.label });
  const figures = within(strip).getAllByRole('figure');
  expect(figures.length).toBeGreaterThanOrEqual(example.quotes.length);
  expect(within(figures[0]!).getByText(example.quotes[0]!.source)).toBeInTheDocument();
});
