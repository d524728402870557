import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageRecord } from 'shared/content';
import { ContentPage } from 'shared/ui';
import { expectRecordOnPage } from '../../../test-support/pageOnScreen';

/** A small page with one action of each kind and a card whose text only its dialog shows. */
const record: PageRecord = {
  hero: {
    title: 'Helper page',
    lead: 'A page made for the helper’s own test.',
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'external', label: 'Capabilities (PDF)', href: 'https://example.com/capabilities.pdf' },
    ],
  },
  sections: [
    {
      copy: { title: 'Milestones', intro: 'Each card opens its story.' },
      blocks: [
        {
          kind: 'detailCards',
          layout: 'grid',
          openHint: 'Press a card to read more',
          cards: [
            {
              title: 'First line',
              description: 'Our first SMT line.',
              paragraphs: ['Told only in the dialog.'],
              features: ['Listed only in the dialog'],
            },
          ],
        },
      ],
    },
  ],
  closing: {
    copy: { title: 'Ready?' },
    actions: [{ kind: 'call', label: 'Call us', href: 'tel:+15555550100' }],
    link: { kind: 'route', label: 'Read our story', to: '/our-story' },
  },
};

function renderRecord() {
  render(
    <MemoryRouter>
      <ContentPage page={record} />
    </MemoryRouter>,
  );
}

test('passes on the page its record renders, dialog-only texts not required', () => {
  renderRecord();
  expect(document.body).not.toHaveTextContent('Told only in the dialog.');
  expectRecordOnPage(record);
});

test('fails when a text of the record is missing from the page', () => {
  renderRecord();
  screen.getByText('Our first SMT line.').remove();
  expect(() => expectRecordOnPage(record)).toThrow('Our first SMT line.');
});

test('fails when a link points elsewhere than its record says', () => {
  renderRecord();
  const link = screen.getByRole('link', { name: 'Read our story' });
  link.setAttribute('href', '/careers');
  // The address is still somewhere on the page, so only the link check can see the fault.
  link.after(Object.assign(document.createElement('a'), { href: '/our-story', textContent: 'Elsewhere' }));
  expect(() => expectRecordOnPage(record)).toThrow("no link 'Read our story' to /our-story");
});

test('fails when a link to another site lacks rel noopener', () => {
  renderRecord();
  screen.getByRole('link', { name: /Capabilities \(PDF\)/ }).removeAttribute('rel');
  expect(() => expectRecordOnPage(record)).toThrow('does not open a new tab with rel noopener');
});

test('fails when a contact action is not a button', () => {
  renderRecord();
  screen.getByRole('button', { name: 'Contact Us' }).replaceWith(document.createTextNode('Contact Us'));
  expect(() => expectRecordOnPage(record)).toThrow("no button 'Contact Us'");
});

test('accepts a known gap only while the page still misses it', () => {
  renderRecord();
  expect(() => expectRecordOnPage(record, document.body, ['hero.lead'])).toThrow('hero.lead');
  screen.getByText('A page made for the helper’s own test.').remove();
  expectRecordOnPage(record, document.body, ['hero.lead']);
});
