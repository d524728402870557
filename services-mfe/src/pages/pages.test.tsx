import { site } from 'shared/config';
import {
  boxBuildPage,
  cablingHarnessPage,
  pcbAssemblyPage,
  prototypingPage,
  qualityTestingPage,
  staffingPage,
  testAftermarketPage,
} from 'shared/content';
import type { RoutePathOfGroup } from 'shared/routes';
import { testEveryPageOfGroup, type GroupPage } from '../../../test-support/groupPages';
import { pages } from '../exposedPages';
import BoxBuild from './BoxBuild/BoxBuild';
import CablingHarness from './CablingHarness/CablingHarness';
import PcbAssembly from './PcbAssembly/PcbAssembly';
import Prototyping from './Prototyping/Prototyping';
import QualityTesting from './QualityTesting/QualityTesting';
import Staffing from './Staffing/Staffing';
import TestAftermarket from './TestAftermarket/TestAftermarket';

/** Each route's page and its record; a route of the group without an entry fails the typecheck. */
const pageOf: Record<RoutePathOfGroup<'services'>, GroupPage> = {
  '/pcb-assembly': { Page: PcbAssembly, record: pcbAssemblyPage },
  '/cabling-harness': { Page: CablingHarness, record: cablingHarnessPage },
  '/box-build': { Page: BoxBuild, record: boxBuildPage },
  '/quality-testing': { Page: QualityTesting, record: qualityTestingPage },
  '/test-aftermarket': { Page: TestAftermarket, record: testAftermarketPage },
  '/prototyping': { Page: Prototyping, record: prototypingPage },
  '/staffing': { Page: Staffing, record: staffingPage },
};

const callUs = `tel:${site.phone.tel}`;

/** The facts the specification gives each page, stated once here; the record words the rest. */
const specFacts: Record<RoutePathOfGroup<'services'>, readonly string[]> = {
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

testEveryPageOfGroup('services', { pageOf, specFacts, pages });
