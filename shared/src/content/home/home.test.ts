import { blockOf, sectionTitled } from '../../../../test-support/pageRecord';
import { site } from '../../config';
import { homePage } from './index';

/** The home page's fixed facts (its claims, certifications, steps, differentiators and terms), each checked once, against the one record. */

const { hero } = homePage;

describe('home hero', () => {
  it('states the five home-page claims with the spec figures', () => {
    expect(hero.stats?.stats.map((claim) => `${claim.value} ${claim.label}`)).toEqual([
      '25+ Years of experience',
      '100% US workforce',
      '<.001% Defect rate',
      '96% Customer satisfaction',
      '150+ Active clients',
    ]);
    expect(hero.stats?.note).toContain('100+ survey responses in 2025');
  });

  it('shows a badge for every certification the spec names, each once', () => {
    expect(hero.badges?.items.map((badge) => badge.name).sort()).toEqual(
      ['AS9100D', 'GMSDC', 'IPC J-STD-001', 'IPC-A-610 Class 2/3', 'ISO 13485', 'ITAR', 'UL', 'WBENC'].sort(),
    );
    expect(hero.badges?.items.every((badge) => badge.badge && badge.description)).toBe(true);
  });

  it('puts the quote form beside the text', () => {
    expect(hero.aside?.kind).toBe('quoteForm');
  });
});

describe('customer logos', () => {
  it('has ten logos of distinct companies', () => {
    const names = blockOf(homePage, 'logos').logos.map((logo) => logo.name);
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
  });
});

describe('service cards', () => {
  const { cards } = blockOf(homePage, 'serviceCards');

  it('links five cards to the service routes and the staffing card to the external staffing site', () => {
    expect(cards).toHaveLength(6);
    const routes = cards.flatMap((card) => (card.link.kind === 'route' ? [card.link.to] : []));
    const external = cards.flatMap((card) => (card.link.kind === 'external' ? [card.link.href] : []));
    expect(routes.sort()).toEqual([
      '/box-build',
      '/cabling-harness',
      '/pcb-assembly',
      '/quality-testing',
      '/test-aftermarket',
    ]);
    expect(external).toEqual([site.staffingSiteUrl]);
  });

  it('states the placement rate of PCB assembly', () => {
    const pcb = cards.find((card) => card.link.kind === 'route' && card.link.to === '/pcb-assembly');
    expect(pcb?.stats.some((stat) => stat.value === '75,000+')).toBe(true);
  });
});

describe('testimonials and differentiators', () => {
  it('has at least six testimonials, each anonymous with a role and a kind of company', () => {
    const { quotes } = blockOf(homePage, 'quotes');
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    expect(quotes.every((quote) => quote.source && quote.sourceDetail)).toBe(true);
  });

  it('has exactly the three differentiators, in the spec order', () => {
    const section = sectionTitled(homePage, 'What Our Customers Tell Us');
    const cards = section.blocks.flatMap((block) => (block.kind === 'cards' ? block.cards : []));
    expect(cards.map((item) => item.title)).toEqual([
      'Transparent Reporting',
      'Unbeatable Communication',
      'Lifelong Partnerships',
    ]);
  });
});

describe('how it works', () => {
  it('describes the three steps with the facts of the spec', () => {
    const { steps } = blockOf(homePage, 'steps');
    expect(steps).toHaveLength(3);
    const text = JSON.stringify(steps).toLowerCase();
    for (const fact of ['nda', 'gerber', 'xml', 'delivery date', 'weekly', 'engineers', 'packag']) {
      expect(text).toContain(fact);
    }
  });
});

describe('certifications section', () => {
  it('shows the five certifications of the spec, in order, under the proof anchor', () => {
    const section = homePage.sections.find((candidate) => candidate.id === 'proof');
    const block = section?.blocks.find((candidate) => candidate.kind === 'certifications');
    expect(block?.kind === 'certifications' && block.items.map((item) => item.name)).toEqual([
      'AS9100D',
      'ISO 13485',
      'ITAR Registered',
      'UL',
      'WBENC',
    ]);
  });
});

describe('FAQ', () => {
  const faq = blockOf(homePage, 'faq');

  it('has fifteen distinct questions', () => {
    const questions = faq.items.map((item) => item.question);
    expect(questions).toHaveLength(15);
    expect(new Set(questions).size).toBe(15);
  });

  it('offers the NDA from exactly one answer, which names the mutual agreement', () => {
    const withNda = faq.items.filter((item) => item.opensDocument);
    expect(withNda).toHaveLength(1);
    expect(withNda[0]?.answer.toLowerCase()).toContain('mutual non-disclosure agreement');
    expect(faq.document?.title).toBe('Mutual Non-Disclosure Agreement');
  });

  it('states the spec terms', () => {
    const text = JSON.stringify(faq.items);
    for (const fact of [
      'high-mix, low-to-mid-volume',
      '5 to 7 days',
      '3-day',
      '90-day evaluation',
      'Net 30',
      '30 days',
      '90 days',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('mutual NDA', () => {
  const nda = blockOf(homePage, 'faq').document!;

  it('names both parties', () => {
    expect(nda.parties.map((party) => party.name)).toEqual([site.legalName, 'the Client']);
  });

  it('writes out at least thirteen clauses, numbered in order', () => {
    expect(nda.clauses.length).toBeGreaterThanOrEqual(13);
    nda.clauses.forEach((clause, index) => {
      expect(clause.number).toBe(index + 1);
      expect(clause.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of clause.paragraphs) expect(paragraph.length).toBeGreaterThan(80);
    });
  });

  it('uses Georgia law, a five-year term and arbitration in Atlanta', () => {
    const text = JSON.stringify(nda);
    expect(text).toContain('State of Georgia');
    expect(text).toMatch(/five \(5\) years|5 years/);
    expect(text).toMatch(/arbitration held in Atlanta, Georgia/);
  });

  it('has a signature block for both parties', () => {
    expect(nda.signatureBlock.signatories.map((s) => s.party.toLowerCase())).toEqual([
      site.legalName.toLowerCase(),
      'the client',
    ]);
    for (const signatory of nda.signatureBlock.signatories) {
      expect(signatory.fields).toEqual(expect.arrayContaining(['Signature', 'Name', 'Title', 'Date']));
    }
  });
});

describe('closing', () => {
  it('ends on the quote form', () => {
    expect(homePage.closing?.copy.title).toBe('Ready to Start Your Project');
    expect(homePage.closing?.form).toBeDefined();
  });
});
