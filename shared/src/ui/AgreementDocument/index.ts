export { AgreementDocument } from './AgreementDocument';
export type { AgreementDocumentProps } from './AgreementDocument';
