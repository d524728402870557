import { render, screen, within } from '@testing-library/react';
import { CardGrid, FeatureCard } from './FeatureCard';

test('a card is an article named by its heading, with its points as a list', () => {
  render(
    <CardGrid columns={2}>
      <FeatureCard
        title="Diagnostic"
        description="Lab and point-of-care analysers."
        featuresLabel="Typical devices"
        features={['Blood analysers', 'Imaging']}
      />
    </CardGrid>,
  );
  const card = screen.getByRole('article');
  expect(within(card).getByRole('heading', { level: 3, name: 'Diagnostic' })).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 4, name: 'Typical devices' })).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Blood analysers', 'Imaging']);
});

test('a card without a description shows no empty paragraph', () => {
  render(<FeatureCard title="Standards" features={['IPC J-STD-001']} />);
  expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(0);
});
