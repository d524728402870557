import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CtaBand } from './CtaBand';

test('a region named by its heading, with the buttons and the quieter link', () => {
  render(
    <MemoryRouter>
      <CtaBand
        closing={{
          copy: { title: 'Ready to put your boards into production?', intro: 'Send us your files.' },
          actions: [{ kind: 'contact', label: 'Contact Us' }],
          link: { kind: 'route', label: 'Read our story', to: '/our-story' },
        }}
      />
    </MemoryRouter>,
  );
  const band = screen.getByRole('region', { name: 'Ready to put your boards into production?' });
  expect(band).toHaveTextContent('Send us your files.');
  expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/our-story');
});
