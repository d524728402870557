import { render, screen } from '@testing-library/react';
import { StoryQuote } from './StoryQuote';

test('the paragraphs, then the quote with who said it', () => {
  render(
    <StoryQuote
      paragraphs={['We started with two benches.']}
      quote={{ text: 'Build it like your name is on it.', source: 'Founder' }}
    />,
  );
  expect(screen.getByText('We started with two benches.')).toBeInTheDocument();
  const figure = screen.getByRole('figure');
  expect(figure.querySelector('blockquote')).toHaveTextContent('Build it like your name is on it.');
  expect(figure).toHaveTextContent('Founder');
});
