import { render, screen, within } from '@testing-library/react';
import { Prose } from './Prose';

test('shows each paragraph in order, then the list items in order', () => {
  const { container } = render(
    <Prose
      paragraphs={['Quotes are valid for 30 days.', 'Invoices are due Net 30.']}
      list={['Orders by purchase order', 'Changes in writing']}
    />,
  );
  const paragraphs = container.querySelectorAll('p');
  expect(Array.from(paragraphs, (paragraph) => paragraph.textContent)).toEqual([
    'Quotes are valid for 30 days.',
    'Invoices are due Net 30.',
  ]);
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('UL');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Orders by purchase order', 'Changes in writing']);
  expect(paragraphs[1]!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('renders no list when there is none', () => {
  render(<Prose paragraphs={['Georgia law governs these terms.']} />);
  expect(screen.getByText('Georgia law governs these terms.').tagName).toBe('P');
  expect(screen.queryByRole('list')).toBeNull();
});
