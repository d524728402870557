import { site } from 'shared/config';
import type { RoutePathOfGroup } from 'shared/routes';
import { testEveryPageOfGroup } from '../../../test-support/groupPages';
import { loadRecord } from 'shared/content/pages/company';
import { pages } from '../exposedPages';

/** The parts of a record a page never shows, not even after a press. */
const knownGaps = {
  // A study's full view is 'Coming Soon' (its button is disabled), so no press shows these yet.
  '/case-studies': [
    'studies.challenge',
    'studies.solution',
    'studies.results',
    'studies.metrics',
    'studies.testimonial',
  ],
};

const callUs = `tel:${site.phone.tel}`;
const georgiaLawAndAtlanta = ['laws of the State of Georgia, USA', 'arbitration in Atlanta, Georgia'];

/** The facts the specification gives each page, stated once here; the record words the rest. */
const specFacts: Partial<Record<RoutePathOfGroup<'company'>, readonly string[]>> = {
  '/our-story': [
    '1997',
    'Norcross, Georgia',
    '45,000 sq ft',
    '100% US workforce',
    '150+',
    'AS9100D',
    'ISO 13485',
    'UL compliant',
  ],
  '/case-studies': [
    'Medical Device',
    'Industrial Automation',
    'Aerospace',
    'Energy & Utility',
    'Defense',
    'ITAR',
    '50,000+',
    '15,000',
    '99.8%',
    '99.5%',
    callUs,
  ],
  '/manufacturing-capabilities': ['75,000+'],
  '/certifications': [
    'AS9100D',
    'ISO 13485',
    'IPC-A-610 Class 2/3',
    'IPC J-STD-001',
    'UL',
    'ITAR',
    'WBENC',
    'GMSDC',
    callUs,
  ],
  '/careers': [
    '1997',
    '45,000 sq ft',
    '100% US workforce',
    site.address.street,
    'Monday to Friday, 8:00 AM to 5:00 PM',
    `mailto:${site.careersEmail}`,
    callUs,
  ],
  '/privacy': [
    'at least 18 years old',
    'www.youtube-nocookie.com',
    'www.google.com',
    'no advertising trackers',
    site.legalName,
    site.address.street,
    site.email,
    site.phone.display,
  ],
  '/terms': [
    'at least 18 years old',
    'valid for 30 days',
    'Net 30',
    '1.5% per month (18% a year)',
    '10 business days',
    '90 days from delivery',
    '12 months',
    ...georgiaLawAndAtlanta,
    callUs,
  ],
  '/supplier-terms': [
    '5 days before the requested date',
    'at least 10 years',
    '3 years',
    '80% of their shelf life',
    '24 hours notice',
    '10 business days of receipt',
    'International Traffic in Arms Regulations (ITAR)',
    'Net 30',
    ...georgiaLawAndAtlanta,
    site.email,
    callUs,
  ],
};

testEveryPageOfGroup('company', { pages, loadRecord, specFacts, knownGaps });
