import { formatAddress, site } from '../../../config';
import type { PageRecord } from '../../page';
import { legalQuestionsClosing } from '../../company/legal';

/**
 * All copy of the /supplier-terms page. Its figures are the company's supplier terms and no others:
 * deliveries at most 5 days early, records kept at least 10 years, distributor certificates of 3
 * years at most, at least 80% of shelf life left, 24 hours' notice of a source inspection, and
 * non-conforming goods rejected within 10 business days.
 */

/** The one date these terms last changed; the hero shows it. */
const lastUpdated = '2026-11-23';

const supplierTermsPage: PageRecord = {
  hero: {
    eyebrow: 'Legal',
    title: 'Supplier Terms and Conditions',
    lead: `The terms that apply to every purchase order ${site.name} places for components, boards, materials and services, and what we expect from our suppliers on delivery, quality and traceability.`,
    updated: { label: 'Last updated:', date: lastUpdated },
  },
  contents: { label: 'Contents' },
  sections: [
    {
      id: 'scope',
      copy: { title: '1. Scope' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `These terms apply to every purchase order issued by ${site.legalName} ("${site.name}", "we", "us") of ${formatAddress()} to a supplier of goods or services ("you"). They apply to manufacturers, distributors and service providers alike.`,
            'Requirements printed on or attached to a purchase order, such as drawings, specifications and quality clauses flowed down from our customers, are part of it and take priority over these terms where they differ. Your own terms of sale do not apply, even if they appear on your quote, acknowledgment or invoice.',
          ],
        },
      ],
    },
    {
      id: 'purchase-orders',
      copy: { title: '2. Purchase Orders' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'A purchase order becomes binding when you acknowledge it in writing or start work on it, whichever comes first. Please check the part numbers, revisions, quantities, prices and dates when you acknowledge, and tell us at once about anything you cannot meet.',
            'Only a written revision of the purchase order from our purchasing team can change it. Do not substitute parts, manufacturers or materials, or change a process or a production location that affects what you supply, without our written approval first.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      copy: { title: '3. Delivery' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Delivery dates are essential: our customers plan their builds around them. Deliver the quantity ordered on the requested date.',
          ],
          list: [
            'Early delivery is accepted up to 5 days before the requested date; we may return anything earlier at your cost or hold it and pay for it on the original schedule',
            'Tell us as soon as you know a delivery will be late, with the reason and a new date',
            'Partial shipments and over-shipments need our approval first',
            'Pack goods to protect them in transit, with electrostatic-discharge protection for sensitive parts and moisture-barrier packing for moisture-sensitive devices',
            'Label every package with our purchase order number, the part number, the quantity and the lot or date code',
          ],
        },
      ],
    },
    {
      id: 'quality-requirements',
      copy: { title: '4. Quality Requirements' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'You must run a documented quality management system suited to what you supply and meet every quality requirement stated on the purchase order. Where workmanship standards apply, such as IPC-A-610 or IPC J-STD-001, the class named on the purchase order is the one that counts.',
            'Each shipment must come with a certificate of conformance stating that the goods meet the purchase order. You must flow these requirements down to your own suppliers wherever they affect what you deliver to us.',
          ],
        },
      ],
    },
    {
      id: 'records-and-traceability',
      copy: { title: '5. Records and Traceability' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Every item you ship must be traceable to its lot or date code and, for components, to the original manufacturer.',
          ],
          list: [
            'Keep quality and production records for the goods you supply for at least 10 years after shipment, and send us copies on request',
            "Distributors must supply the original manufacturer's certificate of conformance or equivalent traceability documents with each shipment, and keep those certificates for 3 years",
            'Records must be legible, complete and retrievable, in paper or electronic form',
          ],
        },
      ],
    },
    {
      id: 'shelf-life',
      copy: { title: '6. Shelf Life' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Goods with a limited shelf life, such as solder paste, adhesives, coatings and moisture-sensitive components, must arrive with at least 80% of their shelf life remaining. Mark the manufacture date and the expiry date on each package, and ship them in the storage conditions the manufacturer specifies.',
          ],
        },
      ],
    },
    {
      id: 'source-inspection-and-access',
      copy: { title: '7. Source Inspection and Access' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We, our customers and the regulatory authorities that oversee their programs may inspect goods at your premises before they ship, and review the processes and records behind them. We will give you at least 24 hours notice of a source inspection. Source inspection does not replace our receiving inspection and does not mean the goods are accepted.',
          ],
        },
      ],
    },
    {
      id: 'inspection-acceptance-and-rejection',
      copy: { title: '8. Inspection, Acceptance and Rejection' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We inspect goods when they arrive. We may reject non-conforming goods within 10 business days of receipt. You then replace them or credit us for them, as we choose, and pay the cost of returning them.',
            'Paying for goods does not mean we accept them. Acceptance does not remove your responsibility for defects that could not reasonably be found at receiving inspection: goods must be new, free from defects in material and workmanship, and conform to the purchase order.',
          ],
        },
      ],
    },
    {
      id: 'counterfeit-parts-avoidance',
      copy: { title: '9. Counterfeit Parts Avoidance' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            "Counterfeit parts put our customers' products and the people who depend on them at risk. Therefore:",
          ],
          list: [
            'Buy electronic components only from the original component manufacturer or its authorized distributors, unless we approve another source in writing',
            'Deliver only genuine, new parts; never deliver counterfeit, suspect counterfeit, used or refurbished parts presented as new',
            'If you learn or suspect that parts you delivered are counterfeit, quarantine any stock you hold and tell us in writing at once',
            'Replace counterfeit parts you delivered with genuine ones at your cost, and pay the reasonable costs of removing and replacing them',
            'Flow these requirements down to your own suppliers',
          ],
        },
      ],
    },
    {
      id: 'export-control-and-itar',
      copy: { title: '10. Export Control and ITAR' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We are registered under the International Traffic in Arms Regulations (ITAR). Drawings, specifications and other technical data we share with you may be controlled under ITAR or the Export Administration Regulations.',
            'Controlled data and goods may be accessed only by people the law allows to receive them; where the purchase order says so, that means US persons only unless an export authorization is in place. Do not export, re-export or transfer them without the required authorization, and tell us the export classification of any goods you supply to us.',
          ],
        },
      ],
    },
    {
      id: 'confidentiality',
      copy: { title: '11. Confidentiality' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Everything we share with you to fill a purchase order, including drawings, specifications, prices, quantities and the names of our customers, is confidential. Use it only to fill our orders, share it only with staff and sub-tier suppliers who need it and are bound to the same duty, and return or destroy it when we ask.',
            'Do not name us or our customers in advertising or publicity without our written permission.',
          ],
        },
      ],
    },
    {
      id: 'invoicing-and-payment',
      copy: { title: '12. Invoicing and Payment' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Send one invoice per shipment, quoting our purchase order number, the part numbers and the quantities shipped. Unless the purchase order states otherwise, we pay Net 30: within 30 days of the later of receiving a correct invoice and receiving the goods.',
            'We may withhold payment for goods we have rejected or that are in dispute until the matter is resolved, and pay the undisputed part on time.',
          ],
        },
      ],
    },
    {
      id: 'governing-law-and-disputes',
      copy: { title: '13. Governing Law and Disputes' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'These terms and every purchase order are governed by the laws of the State of Georgia, USA. We will first try to settle any dispute by talking to each other. A dispute we cannot settle that way will be decided by binding arbitration in Atlanta, Georgia, before a single arbitrator; either of us may still ask a court for urgent relief.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      copy: { title: '14. Contact' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `For questions about a purchase order or these terms, write to ${site.email}, quoting the purchase order number, or call ${site.phone.display}. Our postal address is ${site.legalName}, ${formatAddress()}.`,
          ],
        },
      ],
    },
  ],
  closing: legalQuestionsClosing({ kind: 'route', label: 'Read our Terms and Conditions', to: '/terms' }),
};

export default supplierTermsPage;
