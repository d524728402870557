export { CertificationList } from './CertificationList';
export type { CertificationListProps } from './CertificationList';
