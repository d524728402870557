import { screen, within } from '@testing-library/react';
import { site } from 'shared/config';
import { kitTexts } from 'shared/content';
import { routesOfGroup, type RoutePathOfGroup } from 'shared/routes';
import { testEveryPageOfGroup, pageAndRecord } from '../../../test-support/groupPages';
import { expectCaseStudyClosesToItsButton, openCaseStudy, sectionNamed } from '../../../test-support/pageQueries';
import { blockOf, blocksOf } from '../../../test-support/pageRecord';
import { renderPage } from '../../../test-support/renderPage';
import { shownTexts, textsMissingFrom } from '../../../test-support/shownTexts';
import { loadRecord } from 'shared/content/pages/industries';
import { pages } from '../exposedPages';

const callUs = `tel:${site.phone.tel}`;

/** The facts the specification gives each page, stated once here; the record words the rest. */
const specFacts: Partial<Record<RoutePathOfGroup<'industries'>, readonly string[]>> = {
  '/aerospace-defense': [
    'AS9100D',
    'ITAR',
    'IPC-A-610 Class 2/3',
    'IPC J-STD-001',
    '100% US workforce',
    'defect rate under .001%',
    '15,000',
    '99.8%',
    '5-7 days',
    callUs,
  ],
  '/medical': ['ISO 13485', 'ITAR', 'IPC J-STD-001', 'defect rate under .001%', '99.8%', '5-7 days'],
  '/energy-utility': [
    '100% US workforce in Norcross, Georgia',
    'IPC-A-610 Class 2/3',
    'IPC J-STD-001',
    'UL',
    'AS9100D',
    'ISO 13485',
    'defect rate under .001%',
    '99.5%',
    '98%',
    '5-7 days',
    callUs,
  ],
  '/industrial-electronics': [
    '-40 to +85 °C',
    '-55 to +100 °C',
    '5 to 95% RH',
    '5G to 50G',
    'Up to 100G',
    'Up to 5000 m',
    'IPC-A-610 Class 2/3',
    'IPC J-STD-001',
    'AS9100D',
    'ITAR',
    'defect rate under .001%',
    '50,000+',
    '99.7%',
    '5-7 days',
    callUs,
  ],
};

testEveryPageOfGroup('industries', { pages, loadRecord, specFacts });

const routes = routesOfGroup('industries');

test.each(routes)(
  '$path lists each certification with its own status, and its steps in an ordered list',
  async ({ path }) => {
    const { Page, record } = await pageAndRecord(pages, loadRecord, path);
    renderPage(Page, path);
    for (const { items } of blocksOf(record, 'certifications')) {
      for (const certification of items) {
        const heading = screen.getByRole('heading', { level: 3, name: certification.name });
        expect(heading.closest('li')).toHaveTextContent(
          certification.standing ? kitTexts.certificationStanding[certification.standing] : '',
        );
      }
    }
    for (const section of record.sections.filter((candidate) =>
      candidate.blocks.some((block) => block.kind === 'steps'),
    )) {
      expect(within(sectionNamed(section.copy.title)).getByRole('list').tagName).toBe('OL');
    }
  },
);

test.each(routes)(
  '$path opens its full case study in a dialog showing all of it, closed by Close and by Escape, focus back on its button',
  async ({ path }) => {
    const { Page, record } = await pageAndRecord(pages, loadRecord, path);
    const { caseStudy } = blockOf(record, 'caseStudy');
    renderPage(Page, path);
    const dialog = await openCaseStudy(caseStudy.title);
    expect(textsMissingFrom(dialog, shownTexts(caseStudy, ['image']))).toEqual([]);
    await expectCaseStudyClosesToItsButton(caseStudy.title);
  },
);
