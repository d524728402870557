import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseStudyDialog } from './CaseStudyDialog';
import { exampleCaseStudy } from './exampleCaseStudy';

test('shows every field of the study under headings a visitor can scan', () => {
  render(<CaseStudyDialog caseStudy={exampleCaseStudy} isOpen onDismiss={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Patient monitor boards at 99.8% first-pass yield' });
  expect(dialog).toHaveAccessibleDescription('A monitoring OEM moved its main board to us.');
  for (const heading of ['The Challenge', 'Our Solution', 'Results', 'Timeline', 'What the customer says']) {
    expect(within(dialog).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
  }
  expect(within(dialog).getByRole('list', { name: 'Key metrics' })).toHaveTextContent('99.8% first-pass yield');
  expect(within(dialog).getByText('Twelve weeks from files to first production lot')).toBeInTheDocument();
  expect(within(dialog).getByText('They answered every question the same day.').closest('blockquote')).not.toBeNull();
});

test('both Close buttons close it', async () => {
  const user = userEvent.setup();
  const onDismiss = jest.fn();
  render(<CaseStudyDialog caseStudy={exampleCaseStudy} isOpen onDismiss={onDismiss} />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Close dialog' }));
  expect(onDismiss).toHaveBeenCalledTimes(2);
});
