/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Accordion } from './Accordion';

describe('Accordion on the server', () => {
  it('renders without a DOM, the first item open and the others hidden', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Accordion
        items={[
          { id: 'moq', title: 'Is there a minimum order?', content: 'No minimum for prototypes.' },
          { id: 'lead', title: 'What are your lead times?', content: 'Two to four weeks.' },
        ]}
        defaultOpenId="moq"
      />,
    );
    expect(html).toContain('<h3 class="accordion__heading">');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(1);
    expect(html.match(/role="region"/g)).toHaveLength(2);
    expect(html.match(/ hidden=""/g)).toHaveLength(1);
    expect(html).toContain('No minimum for prototypes.');
  });
});
