import { formatAddress, site } from '../../config';
import type { FaqItemRecord, SectionRecord } from '../page';
import { mutualNda } from './nda';

/** Fifteen buyer questions; exactly one answer offers our mutual NDA. */
const questions: readonly FaqItemRecord[] = [
  {
    question: 'How do I get a quote, and which files should I send?',
    answer:
      'Use any contact form on this site or call us, and tell us your quantities and the date you need. For boards, send Gerber files together with a bill of materials, or a single XML export if your design tool produces one. Assembly drawings and any test notes help us quote more precisely, but they are not required to get started.',
  },
  {
    question: 'Will you sign an NDA before I share my design?',
    answer:
      'Yes. We sign a mutual non-disclosure agreement right away, before any files change hands, and it protects your information and ours equally for five years. You are welcome to review the exact terms first.',
    opensDocument: 'Read our Non-Disclosure Agreement',
  },
  {
    question: 'Which order volumes are you set up for?',
    answer:
      'Our lines are built for high-mix, low-to-mid-volume production: many different assemblies in quantities from prototype batches to steady production runs. Tell us your annual and per-order quantities and we will say plainly whether we are the right fit.',
  },
  {
    question: 'What lead times should I expect for production?',
    answer:
      'Lead time depends on the assembly and on part availability, so every quote states a delivery date that we commit to. That schedule starts once all components for the build have arrived, which means a sourcing delay never eats silently into your build time.',
  },
  {
    question: 'How quickly can you turn prototypes?',
    answer:
      'Quick-turn prototypes typically ship in 5 to 7 days, and an express 3-day option is available when the schedule is tight. Small batches of 10 to 500 units are common, and we help you move from prototype to production without switching suppliers.',
  },
  {
    question: 'Which certifications do you hold?',
    answer:
      'We are certified to AS9100D and ISO 13485, registered under ITAR, and follow UL requirements. Our operators and inspectors work to IPC-A-610 Class 2/3 and IPC J-STD-001. We also hold WBENC and GMSDC certifications for supplier diversity programs.',
  },
  {
    question: 'Can you handle ITAR-controlled programs?',
    answer:
      'Yes. We are ITAR registered and our workforce is 100% US-based, so export-controlled hardware and technical data can stay within the rules. Let us know at the start that your program is controlled and we will handle files and builds accordingly.',
  },
  {
    question: 'How do you inspect and test assemblies?',
    answer:
      'Boards go through solder paste inspection after printing and automated optical inspection after reflow. Hidden joints such as BGAs are checked with X-ray, and flying probe testing confirms the electrical build. We can also run your functional tests on equipment you provide, and we inspect to IPC-A-610 Class 2 or 3 as your product requires.',
  },
  {
    question: 'Do you source the components?',
    answer:
      'We can purchase the parts on your bill of materials, build from parts you supply, or combine the two. When we buy, we use traceable supply channels and require components to have at least 80% of their shelf life remaining. Your quote shows any long-lead or hard-to-find parts up front.',
  },
  {
    question: 'How are finished assemblies packaged?',
    answer:
      'Packaging is part of every production run. Assemblies are packed to protect them from static and handling damage in transit, and we can follow your own packaging, labeling or kitting instructions.',
  },
  {
    question: 'How does your staffing service work?',
    answer:
      'Our staffing team provides skilled electronics manufacturing people for your own floor through temp-to-hire, direct placement, contract or project-based arrangements, and can take care of payroll. Temp-to-hire placements include a 90-day evaluation, so you can confirm the fit before you hire. Details are on our separate staffing site.',
  },
  {
    question: 'Where are you located, and can I visit?',
    answer: `We are in ${site.address.city}, Georgia, at ${formatAddress()}. Customers are welcome to tour the floor and meet the team; call or write ahead so the right engineers are available. Our office hours are ${site.officeHours.weekdays}.`,
  },
  {
    question: 'What are your payment terms, and how long is a quote valid?',
    answer:
      'Our standard payment terms are Net 30, and every quote remains valid for 30 days from the date it is issued. After that we simply refresh the pricing against current component costs.',
  },
  {
    question: 'What warranty do you offer?',
    answer:
      'Our workmanship is warranted for 90 days from delivery. If you find a defect, report it to us within 10 business days and we will work with you to repair or replace the affected assemblies.',
  },
  {
    question: 'How will I know how my order is progressing?',
    answer:
      'You receive a written update every week while your job is in production, and you can speak directly with the engineers building it. If anything changes, such as a part delay or a design question, we contact you right away instead of waiting for the next report.',
  },
];

export const homeFaq: SectionRecord = {
  copy: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Straight answers to what buyers and engineers ask us most. If yours is not here, just ask.',
  },
  blocks: [{ kind: 'faq', items: questions, document: mutualNda }],
};
