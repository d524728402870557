import type { ContactRequest } from 'shared/content/contact';

/** A lead no other sends, valid to the form and the intake, told apart by its e-mail address and project details. */
export function sampleLead(tag: string): ContactRequest {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    companyName: 'Northwind Instruments',
    email: `${id}@northwind.test`,
    phoneNumber: '(404) 555-0199',
    projectDetails: `250 boards, 6 layers (${id})`,
  };
}
