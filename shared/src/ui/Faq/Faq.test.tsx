import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import examples from './Faq.examples';
import { Faq, type FaqProps } from './Faq';

const example: FaqProps = examples.examples['questions, one opening a document']!;

test('opens one answer at a time, the first at the start', async () => {
  const user = userEvent.setup();
  render(<Faq {...example} />);
  const [first, second] = example.items.map((item) => screen.getByRole('button', { name: item.question }));
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(second).toHaveAttribute('aria-expanded', 'false');
  await user.click(second!);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('an answer opens the block’s document in a dialog, which Close ends', async () => {
  const user = userEvent.setup();
  render(<Faq {...example} />);
  const withDocument = example.items.find((item) => item.opensDocument)!;
  await user.click(screen.getByRole('button', { name: withDocument.question }));
  await user.click(screen.getByRole('button', { name: withDocument.opensDocument }));
  const dialog = screen.getByRole('dialog', { name: example.document!.title });
  for (const clause of example.document!.clauses)
    expect(within(dialog).getByRole('heading', { name: clause.heading })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
