import { site } from '../../../config';
import { videoMedia } from '../../kit';
import type { BlockRecord, PageRecord, SectionRecord } from '../../page';
import type { EquipmentRecord } from '../../types';

/**
 * Copy of the /manufacturing-capabilities page (spec: "Capabilities and company"). Equipment is
 * described by class and capability, never by brand or model; the only figures are the spec's
 * (75,000+ placements per hour, up to 20+ layers, the 45,000 sq ft facility).
 */

const USE_CASE_LABEL = 'Best for';

function equipmentSection(
  id: string,
  title: string,
  intro: string,
  items: readonly EquipmentRecord[],
  tinted = false,
): SectionRecord {
  const block: BlockRecord = { kind: 'equipment', useCaseLabel: USE_CASE_LABEL, items };
  return { id, copy: { title, intro }, tone: tinted ? 'tinted' : 'plain', blocks: [block] };
}

const manufacturingCapabilitiesPage: PageRecord = {
  hero: {
    eyebrow: 'Capabilities',
    title: 'Manufacturing Capabilities',
    lead: 'The equipment behind our boards, harnesses and box builds: high-speed SMT lines placing 75,000+ parts per hour, inspection at every step, and selective soldering, cleaning, coating and rework, all in our 45,000 sq ft Norcross facility.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'media', media: videoMedia(site.videos.manufacturingCapabilities) },
  },
  sections: [
    equipmentSection(
      'smt-assembly',
      'SMT Assembly',
      'Placement lines set up for high-mix work, so a changeover costs minutes rather than a shift.',
      [
        {
          name: 'High-speed placement line',
          specs: [
            '75,000+ placements per hour',
            'Chip parts down to the smallest passive sizes',
            'Feeder setups prepared offline',
          ],
          useCase: 'Dense boards in low-to-mid volumes that still have to ship on schedule.',
        },
        {
          name: 'Fine-pitch placement head',
          specs: [
            'BGA, QFN and fine-pitch QFP packages',
            'Vision centering of every part',
            'Odd-form parts and connectors',
          ],
          useCase: 'Processors, memory and other packages where placement accuracy decides the yield.',
        },
        {
          name: 'Through-hole and hand assembly',
          specs: [
            'Mixed-technology boards',
            'Operators trained to IPC-A-610 Class 2/3',
            'Connectors, transformers and heavy parts',
          ],
          useCase: 'Power and interface boards that pair SMT logic with large through-hole parts.',
        },
      ],
    ),
    equipmentSection(
      'printing-spi',
      'Printing and Solder Paste Inspection',
      'Most solder defects start at the printer, so we measure the paste before any part is placed.',
      [
        {
          name: 'Automatic stencil printer',
          specs: [
            'Vision alignment of stencil to board',
            'Automatic under-stencil cleaning',
            'Boards up to 20+ layers',
          ],
          useCase: 'Repeatable paste deposits on fine-pitch and BGA footprints.',
        },
        {
          name: '3D solder paste inspection (SPI)',
          specs: [
            'Measures paste height, area and volume',
            'Checks every pad on every board',
            'Feeds results back to the printer setup',
          ],
          useCase: 'Stopping a paste defect before parts are placed on it.',
        },
      ],
      true,
    ),
    equipmentSection(
      'reflow',
      'Reflow Soldering',
      'Thermal profiles developed for each assembly and kept with its build records.',
      [
        {
          name: 'Forced-convection reflow oven',
          specs: [
            'Multiple heating zones and controlled cooling',
            'Lead-free and tin-lead profiles',
            'Profiles stored per assembly and revision',
          ],
          useCase: 'Even heating of boards that mix small passives with large thermal masses.',
        },
        {
          name: 'Thermal profiling system',
          specs: ['Thermocouples on the real assembly', 'Profiles checked against paste and part limits'],
          useCase: 'Proving a new board or a changed revision solders correctly before production.',
        },
      ],
    ),
    equipmentSection(
      'selective-wave',
      'Selective and Wave Soldering',
      'Through-hole joints soldered by machine, so every joint gets the same heat and the same fill.',
      [
        {
          name: 'Selective soldering cell',
          specs: [
            'Programmed nozzle path per board',
            'Solders next to SMT parts without masking',
            'Fluxing and preheat in one pass',
          ],
          useCase: 'Mixed-technology boards with connectors and power parts close to fine-pitch SMT.',
        },
        {
          name: 'Wave solder machine',
          specs: ['Fluxing, preheat and wave in one line', 'Pallets for boards with bottom-side SMT'],
          useCase: 'Boards with many through-hole parts in larger runs.',
        },
      ],
      true,
    ),
    equipmentSection('inspection-test', 'Inspection and Test', 'The checks behind our defect rate under .001%.', [
      {
        name: 'Automated optical inspection (AOI)',
        specs: ['Checks placement, polarity and solder joints', 'Runs on every board after reflow'],
        useCase: 'Finding a missing, shifted or reversed part before the board moves on.',
      },
      {
        name: 'X-ray inspection',
        specs: ['Sees under BGA and bottom-terminated packages', 'Voids, bridges and missing balls'],
        useCase: 'Joints a camera cannot see.',
      },
      {
        name: 'Flying-probe tester',
        specs: ['Opens, shorts and component values', 'No custom fixture to build'],
        useCase: 'Prototypes and low-to-mid volumes where a bed-of-nails fixture does not pay off.',
      },
      {
        name: 'Functional test stations',
        specs: ['Your test procedure and equipment', 'Results recorded per serial number'],
        useCase: 'Proving each board works the way your product uses it.',
      },
    ]),
    equipmentSection(
      'cleaning-coating',
      'Cleaning and Coating',
      'Clean boards first, then protection where your product’s environment calls for it.',
      [
        {
          name: 'Aqueous cleaning system',
          specs: ['Removes flux residue after soldering', 'Wash, rinse and dry in one cycle'],
          useCase: 'Boards that must be free of residue before coating or for long service lives.',
        },
        {
          name: 'Selective conformal coating',
          specs: [
            'Programmed coating paths',
            'Keep-out areas for connectors and test points',
            'Inspection of coverage',
          ],
          useCase: 'Assemblies exposed to moisture, dust or condensation in the field.',
        },
      ],
      true,
    ),
    equipmentSection(
      'rework',
      'Rework and Repair',
      'Controlled rework by trained technicians, to the same standard as the original build.',
      [
        {
          name: 'BGA rework station',
          specs: [
            'Controlled removal and replacement of area-array parts',
            'Profiles per package',
            'X-ray check after rework',
          ],
          useCase: 'Replacing a BGA without damaging the board or its neighbors.',
        },
        {
          name: 'Soldering and inspection benches',
          specs: [
            'Temperature-controlled soldering',
            'Magnification for fine-pitch work',
            'Technicians trained to IPC J-STD-001',
          ],
          useCase: 'Engineering changes, repairs and aftermarket work.',
        },
      ],
    ),
  ],
  closing: {
    copy: {
      title: 'Want to See It in Person?',
      intro:
        'Tell us about your board and we will walk you through how it would run on our lines, or arrange a visit to our Norcross facility.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See our certifications', to: '/certifications' },
  },
};

export default manufacturingCapabilitiesPage;
