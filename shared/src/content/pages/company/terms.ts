import { formatAddress, site } from '../../../config';
import type { PageRecord } from '../../page';
import { legalQuestionsClosing } from '../../company/legal';

/**
 * All copy of the /terms page. Its figures are the company's legal terms and no others: quotes valid
 * 30 days, payment Net 30, late interest 1.5% a month (18% a year), defects reported within 10
 * business days, a 90-day warranty from delivery, liability capped at what was paid in the prior 12
 * months, a minimum age of 18, Georgia law and arbitration in Atlanta.
 */

/** The one date these terms last changed; the hero shows it. */
const lastUpdated = '2026-11-23';

const termsPage: PageRecord = {
  hero: {
    eyebrow: 'Legal',
    title: 'Terms and Conditions',
    lead: `The rules for using this website and the terms on which ${site.name} quotes, builds and delivers your assemblies, in plain English.`,
    updated: { label: 'Last updated:', date: lastUpdated },
  },
  contents: { label: 'Contents' },
  sections: [
    {
      id: 'about-these-terms',
      copy: { title: '1. About These Terms' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `These terms are an agreement between you and ${site.legalName} ("${site.name}", "we", "us") of ${formatAddress()}. Sections 2 to 4 apply to everyone who uses this website. Sections 5 to 12 apply to every quote we send and every order we accept.`,
            'If you and we have signed a separate agreement, such as a manufacturing services agreement, that agreement wins wherever it says something different. Terms printed on your purchase order do not apply unless we accept them in writing.',
          ],
        },
      ],
    },
    {
      id: 'who-may-use-this-site',
      copy: { title: '2. Who May Use This Site' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'This site is for businesses and the people who buy, design or source electronics for them. You must be at least 18 years old to use it or to send us a request. If you act for a company, you confirm that you are allowed to do so, and "you" then also means that company.',
          ],
        },
      ],
    },
    {
      id: 'using-this-website',
      copy: { title: '3. Using This Website' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'You may read, print and share the pages of this site for your own business purposes. You may not:',
          ],
          list: [
            'Send false, misleading or unlawful information through the contact or quote forms',
            'Send automated or bulk requests, or try to overload, probe or break into the site',
            'Copy large parts of the site, or present our content as your own',
            'Use the site in any way that breaks the law or harms us or other visitors',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'We describe our services, equipment and figures as accurately as we can, but the site is general information, not an offer. Only a written quote from us is an offer. Links to other sites are there for convenience; we are not responsible for their content or their privacy practices.',
          ],
        },
      ],
    },
    {
      id: 'our-content',
      copy: { title: '4. Our Content' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `The text, illustrations, videos and design of this site belong to ${site.legalName} or to those who licensed them to us. Our company name and logo are our trademarks. Nothing on this site gives you a licence to use them beyond reading and sharing our pages.`,
          ],
        },
      ],
    },
    {
      id: 'quotes',
      copy: { title: '5. Quotes' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'A quote is based on the files, quantities and requirements you give us, such as Gerber files, a bill of materials and the workmanship class you need. Our quotes are valid for 30 days from the date on the quote unless the quote says otherwise.',
            'Component prices and availability change quickly. If a part on your bill of materials changes in price or lead time before you order, or if your files or quantities change, we may revise the quote. We tell you about any revision before we start work.',
          ],
        },
      ],
    },
    {
      id: 'orders-and-changes',
      copy: { title: '6. Orders and Changes' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'An order is binding once we confirm your purchase order in writing. Our confirmation states the delivery date we commit to. That date counts from the day all parts, including any parts you supply, have arrived at our facility.',
            'If you change or cancel an order after we confirm it, you pay for the work already done, for parts we bought for your order that cannot be cancelled or returned, and for any reasonable costs the change causes. Changes to the design or the schedule are agreed in writing, with their effect on price and delivery.',
          ],
        },
      ],
    },
    {
      id: 'your-designs-and-materials',
      copy: { title: '7. Your Designs and Materials' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Your designs stay yours. We use your files only to quote, build and test your products, and we keep them confidential; we will sign a non-disclosure agreement at the start of a project.',
            "You are responsible for your design: that it works as intended, meets the rules that apply to your product and does not infringe anyone else's rights. Parts you supply must be genuine, correctly labelled and fit for assembly. We build to the documents you approve and point out any problem we notice, but we do not take on the design responsibility.",
          ],
        },
      ],
    },
    {
      id: 'payment',
      copy: { title: '8. Payment' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: ['Unless your quote says otherwise, these payment terms apply:'],
          list: [
            'Invoices are payable Net 30: within 30 days of the invoice date',
            'Prices are in US dollars and do not include taxes, duties or shipping unless the quote says they do',
            'Overdue amounts carry late interest of 1.5% per month (18% a year), or the highest rate the law allows if that is lower',
            'If an invoice is overdue, we may hold further shipments until it is paid',
          ],
        },
      ],
    },
    {
      id: 'delivery-and-inspection',
      copy: { title: '9. Delivery and Inspection' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We ship on the committed delivery date, packed to protect your assemblies, including from electrostatic discharge. Unless we agree otherwise, ownership and risk pass to you when the shipment leaves our dock.',
            'Please inspect each shipment when it arrives. If anything is damaged, missing or does not match the order, tell us in writing within 10 business days of delivery, with the order number and a description or photos of the problem. Shipments you do not raise a problem with in that time are treated as accepted, but your warranty rights in section 10 remain.',
          ],
        },
      ],
    },
    {
      id: 'warranty',
      copy: { title: '10. Warranty' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We warrant that our workmanship conforms to the specifications and the workmanship class agreed for your order for 90 days from delivery. If an assembly fails because of our workmanship within those 90 days, we will repair it, replace it or credit you for it, at our choice. That is your remedy under this warranty.',
            'The warranty does not cover:',
          ],
          list: [
            'Faults caused by your design, your documents or parts you supplied or specified',
            'Damage from misuse, accidents, modification, or use outside the rated conditions',
            'Normal wear, and parts whose own manufacturer warranty we pass on to you instead',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'This warranty replaces all other warranties, express or implied, including warranties of merchantability and fitness for a particular purpose, to the extent the law allows.',
          ],
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      copy: { title: '11. Limitation of Liability' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Our total liability for all claims arising from an order or from these terms is limited to the amounts you paid us in the 12 months before the event that gave rise to the claim.',
            'Neither of us is liable to the other for lost profits, lost production, or indirect or consequential damages, however they arise. These limits do not apply where the law does not allow liability to be limited, such as for fraud.',
          ],
        },
      ],
    },
    {
      id: 'governing-law-and-disputes',
      copy: { title: '12. Governing Law and Disputes' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'These terms are governed by the laws of the State of Georgia, USA. If a dispute arises, we will first try to settle it by talking to each other. Any dispute we cannot settle that way will be decided by binding arbitration in Atlanta, Georgia, before a single arbitrator.',
            "Either of us may still ask a court for urgent relief, for example to protect confidential information, and the arbitrator's award may be enforced in any court that has jurisdiction.",
          ],
        },
      ],
    },
    {
      id: 'changes-and-contact',
      copy: { title: '13. Changes and Contact' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We may update these terms from time to time; the date at the top of this page shows when they last changed. A quote or order is governed by the terms in force on the date we issued or confirmed it.',
            `Questions about these terms? Write to ${site.email} or call ${site.phone.display}. Our postal address is ${site.legalName}, ${formatAddress()}.`,
          ],
        },
      ],
    },
  ],
  closing: legalQuestionsClosing({ kind: 'route', label: 'Read our Privacy Policy', to: '/privacy' }),
};

export default termsPage;
