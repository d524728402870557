export { CertificationBadges } from './CertificationBadges';
export type { CertificationBadgesProps } from './CertificationBadges';
