import { site } from 'shared/config';
import type { RoutePathOfGroup } from 'shared/routes';
import { testEveryPageOfGroup } from '../../../test-support/groupPages';
import { loadRecord } from 'shared/content/pages/services';
import { pages } from '../exposedPages';

const callUs = `tel:${site.phone.tel}`;

/** The facts the specification gives each page, stated once here; the record words the rest. */
const specFacts: Partial<Record<RoutePathOfGroup<'services'>, readonly string[]>> = {
  '/pcb-assembly': [
    '75,000+',
    '< .001%',
    '100% US workforce',
    '150+',
    'Solder paste inspection (SPI)',
    'Automated optical inspection (AOI)',
    'X-ray',
    'BGA',
    'Flying probe testing',
    'IPC-A-610 Class 2 and Class 3',
    'IPC J-STD-001',
    site.capabilitiesPdfUrl,
    callUs,
  ],
  '/cabling-harness': [
    'Defect rate under .001%',
    'IPC J-STD-001',
    'AS9100D and ISO 13485 certified',
    '100% US workforce in Norcross, Georgia',
    callUs,
  ],
  '/box-build': ['IPC-A-610 Class 2 or Class 3', 'AS9100D and ISO 13485', 'defect rate under .001%', callUs],
  '/quality-testing': [
    'defect rate under .001%',
    '< .001%',
    '96%',
    '100% US workforce',
    'IPC-A-610 Class 2 or Class 3',
    'BGA',
    'X-ray',
    'Your test equipment and fixtures',
    callUs,
  ],
  '/test-aftermarket': ['Repair', 'Rework', 'Retest', 'Refurbishment', 'The 5S System', callUs],
  '/prototyping': ['500+', '5-7 days', '95%', '3-day', '10-500', '2-4', 'Up to 20+', '45,000 sq ft', callUs],
  '/staffing': [
    'Temp-to-Hire',
    'Direct Placement',
    'Contract and Project-Based',
    '90-Day Evaluation',
    'Payroll Services',
    site.staffingSiteUrl,
    callUs,
  ],
};

testEveryPageOfGroup('services', { pages, loadRecord, specFacts });
