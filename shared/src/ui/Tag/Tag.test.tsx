import { render, screen } from '@testing-library/react';
import { Tag } from './Tag';

test('the label is plain text a screen reader reads in place', () => {
  render(
    <p>
      Status: <Tag tone="success">Certified</Tag>
    </p>,
  );
  expect(screen.getByText('Certified').closest('p')).toHaveTextContent('Status: Certified');
});
