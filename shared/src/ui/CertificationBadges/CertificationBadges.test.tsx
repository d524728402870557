import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import examples from './CertificationBadges.examples';
import { CertificationBadges } from './CertificationBadges';

const example = examples.examples['two badges']!;

test('each badge opens its enlarged view with its description and the link to more; Escape closes it', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CertificationBadges {...example} />
    </MemoryRouter>,
  );
  expect(within(screen.getByRole('list', { name: example.label })).getAllByRole('button')).toHaveLength(
    example.items.length,
  );
  const [first] = example.items;
  await user.click(screen.getByRole('button', { name: example.openLabel(first!.name) }));
  const dialog = screen.getByRole('dialog', { name: first!.name });
  expect(within(dialog).getByRole('img', { name: first!.badge!.alt })).toBeInTheDocument();
  expect(dialog).toHaveTextContent(first!.description!);
  expect(within(dialog).getByRole('link', { name: example.more.label })).toHaveAttribute('href', '/certifications');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
