import ambrecourtLogo from '../../assets/logos/ambrecourt-robotics.svg';
import bellwynLogo from '../../assets/logos/bellwyn-medical.svg';
import ferrovaneLogo from '../../assets/logos/ferrovane-rail.svg';
import grayhollowLogo from '../../assets/logos/grayhollow-defense.svg';
import nettlecombLogo from '../../assets/logos/nettlecomb-telecom.svg';
import ostrelleLogo from '../../assets/logos/ostrelle-instruments.svg';
import quillmarshLogo from '../../assets/logos/quillmarsh-avionics.svg';
import silkmoorLogo from '../../assets/logos/silkmoor-diagnostics.svg';
import tarrowbyLogo from '../../assets/logos/tarrowby-power.svg';
import vantrelleLogo from '../../assets/logos/vantrelle-grid.svg';
import { HOME_LOGO_SIZE } from './artwork';
import type { LogoRecord, SectionRecord } from '../page';

/** Wordmarks of invented customers; none of these names is a real company. */
function customer(name: string, src: string): LogoRecord {
  return { name, image: { src, alt: `${name} logo`, ...HOME_LOGO_SIZE } };
}

const title = 'Trusted by Industry Leaders';

export const homeCustomerLogos: SectionRecord = {
  copy: {
    title,
    intro:
      'OEMs in aerospace and defense, medical, energy and utility, industrial and telecommunications markets build with us.',
  },
  tone: 'tinted',
  blocks: [
    {
      kind: 'logos',
      label: title,
      loopSeconds: 30,
      logos: [
        customer('Quillmarsh Avionics', quillmarshLogo),
        customer('Bellwyn Medical Devices', bellwynLogo),
        customer('Tarrowby Power Systems', tarrowbyLogo),
        customer('Nettlecomb Telecom', nettlecombLogo),
        customer('Ferrovane Rail Controls', ferrovaneLogo),
        customer('Ostrelle Instruments', ostrelleLogo),
        customer('Grayhollow Defense Works', grayhollowLogo),
        customer('Vantrelle Grid', vantrelleLogo),
        customer('Ambrecourt Robotics', ambrecourtLogo),
        customer('Silkmoor Diagnostics', silkmoorLogo),
      ],
    },
  ],
};
