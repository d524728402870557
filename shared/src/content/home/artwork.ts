import as9100dBadge from '../../assets/badges/as9100d.svg';
import gmsdcBadge from '../../assets/badges/gmsdc.svg';
import ipcA610Badge from '../../assets/badges/ipc-a-610.svg';
import iso13485Badge from '../../assets/badges/iso13485.svg';
import itarBadge from '../../assets/badges/itar.svg';
import jStd001Badge from '../../assets/badges/j-std-001.svg';
import ulBadge from '../../assets/badges/ul.svg';
import wbencBadge from '../../assets/badges/wbenc.svg';
import boxBuildArt from '../../assets/illustrations/box-build.svg';
import cablingHarnessArt from '../../assets/illustrations/cabling-harness.svg';
import pcbAssemblyArt from '../../assets/illustrations/pcb-assembly.svg';
import qualityTestingArt from '../../assets/illustrations/quality-testing.svg';
import staffingArt from '../../assets/illustrations/staffing.svg';
import testAftermarketArt from '../../assets/illustrations/test-aftermarket.svg';
import type { ImageRecord } from '../types';

/** Every certification we have badge artwork for: the company's eight. */
export type CertificationBadgeId =
  'as9100d' | 'iso13485' | 'itar' | 'ul' | 'wbenc' | 'ipc-a-610' | 'j-std-001' | 'gmsdc';

/** Intrinsic sizes of our artwork (the SVGs' viewBox). */
export const HOME_BADGE_SIZE = { width: 160, height: 160 } as const;
export const HOME_LOGO_SIZE = { width: 200, height: 60 } as const;
export const HOME_ILLUSTRATION_SIZE = { width: 400, height: 260 } as const;

/** Badge artwork of each of the company's eight certifications. */
export const homeCertificationBadgeImages: Readonly<Record<CertificationBadgeId, ImageRecord>> = {
  as9100d: { src: as9100dBadge, alt: 'AS9100D certified seal', ...HOME_BADGE_SIZE },
  iso13485: { src: iso13485Badge, alt: 'ISO 13485 certified seal', ...HOME_BADGE_SIZE },
  itar: { src: itarBadge, alt: 'ITAR registered shield', ...HOME_BADGE_SIZE },
  ul: { src: ulBadge, alt: 'UL compliant shield', ...HOME_BADGE_SIZE },
  wbenc: { src: wbencBadge, alt: 'WBENC certified seal', ...HOME_BADGE_SIZE },
  'ipc-a-610': { src: ipcA610Badge, alt: 'IPC-A-610 Class 2 and 3 workmanship shield', ...HOME_BADGE_SIZE },
  'j-std-001': { src: jStd001Badge, alt: 'IPC J-STD-001 soldering standard shield', ...HOME_BADGE_SIZE },
  gmsdc: { src: gmsdcBadge, alt: 'GMSDC certified seal', ...HOME_BADGE_SIZE },
};

/** One illustration per home service card. */
export const homeServiceIllustrations = {
  pcbAssembly: {
    src: pcbAssemblyArt,
    alt: 'Illustration of a pick-and-place head setting a part on a circuit board',
    ...HOME_ILLUSTRATION_SIZE,
  },
  cablingHarness: {
    src: cablingHarnessArt,
    alt: 'Illustration of a wire harness whose bundled trunk branches to two connectors',
    ...HOME_ILLUSTRATION_SIZE,
  },
  boxBuild: {
    src: boxBuildArt,
    alt: 'Illustration of a circuit board about to be fitted into a finished enclosure',
    ...HOME_ILLUSTRATION_SIZE,
  },
  qualityTesting: {
    src: qualityTestingArt,
    alt: 'Illustration of a magnifier over a ball grid array while test probes touch the board',
    ...HOME_ILLUSTRATION_SIZE,
  },
  testAftermarket: {
    src: testAftermarketArt,
    alt: 'Illustration of a board under repair next to a tidy five-bin 5S shelf',
    ...HOME_ILLUSTRATION_SIZE,
  },
  staffing: {
    src: staffingArt,
    alt: 'Illustration of three production team members beside a 90-day evaluation calendar',
    ...HOME_ILLUSTRATION_SIZE,
  },
} as const satisfies Record<string, ImageRecord>;
