import { render, screen, within } from '@testing-library/react';
import { JobOpenings } from './JobOpenings';

const labels = { department: 'Department', location: 'Location', type: 'Type', requirements: 'Requirements' };

function renderTwoOpenings() {
  return render(
    <JobOpenings
      labels={labels}
      listings={[
        {
          opening: {
            title: 'SMT Assembly Technician',
            department: 'Production',
            location: 'Norcross, GA',
            type: 'Full-time',
            description: 'Set up and run our surface-mount lines.',
            requirements: ['Experience on an SMT line', 'IPC-A-610 training'],
          },
          apply: {
            label: 'Apply Now',
            name: 'Apply Now: SMT Assembly Technician',
            href: 'mailto:jobs@example.com?subject=Application%3A%20SMT%20Assembly%20Technician',
          },
        },
        {
          opening: {
            title: 'Customer Service Representative',
            department: 'Customer Service',
            location: 'Remote',
            type: 'Part-time',
            description: 'Answer calls and e-mails.',
            requirements: ['Clear writing'],
          },
          apply: {
            label: 'Apply Now',
            name: 'Apply Now: Customer Service Representative',
            href: 'mailto:jobs@example.com?subject=Application%3A%20Customer%20Service%20Representative',
          },
        },
      ]}
    />,
  );
}

test('shows one card per opening, titled by an h3, in the order given', () => {
  renderTwoOpenings();
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'SMT Assembly Technician',
    'Customer Service Representative',
  ]);
});

test('pairs each label with its value in a description list', () => {
  renderTwoOpenings();
  const card = screen.getByRole('heading', { level: 3, name: 'Customer Service Representative' }).closest('article')!;
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Department', 'Location', 'Type']);
  expect(
    within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Customer Service', 'Remote', 'Part-time']);
  expect(card).toHaveTextContent('Answer calls and e-mails.');
});

test('lists the requirements under a heading that names the list', () => {
  renderTwoOpenings();
  const card = screen.getByRole('heading', { level: 3, name: 'SMT Assembly Technician' }).closest('article')!;
  expect(within(card).getByRole('heading', { level: 4, name: 'Requirements' })).toBeInTheDocument();
  const requirements = within(card).getByRole('list', { name: 'Requirements' });
  expect(
    within(requirements)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Experience on an SMT line', 'IPC-A-610 training']);
});

test('each apply link shows the same label but is named by its position and mails with the position in the subject', () => {
  renderTwoOpenings();
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Apply Now', 'Apply Now']);
  expect(screen.getByRole('link', { name: 'Apply Now: SMT Assembly Technician' })).toHaveAttribute(
    'href',
    'mailto:jobs@example.com?subject=Application%3A%20SMT%20Assembly%20Technician',
  );
  expect(screen.getByRole('link', { name: 'Apply Now: Customer Service Representative' })).toHaveAttribute(
    'href',
    'mailto:jobs@example.com?subject=Application%3A%20Customer%20Service%20Representative',
  );
});
