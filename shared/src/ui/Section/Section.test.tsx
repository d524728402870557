import { render, screen } from '@testing-library/react';
import { Section } from './Section';

test('a region named by its h2, with the eyebrow and intro around it', () => {
  render(
    <Section id="proof" eyebrow="Proof, not promises" title="Certifications" intro="Audited every year.">
      <p>content</p>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'Certifications' });
  expect(region).toHaveAttribute('id', 'proof');
  expect(region).toHaveTextContent('Proof, not promisesCertificationsAudited every year.content');
  expect(screen.getByRole('heading', { level: 2, name: 'Certifications' })).toBeInTheDocument();
});
