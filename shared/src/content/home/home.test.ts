import { site } from '../../config';
import {
  homeCertifications,
  homeCustomerLogos,
  homeDifferentiators,
  homeFaq,
  homeHero,
  homeHowItWorks,
  homeServiceCards,
  homeTestimonials,
  mutualNda,
} from './index';

describe('home hero', () => {
  it('states the five home-page claims with the spec figures', () => {
    expect(homeHero.claims.map((claim) => `${claim.value} ${claim.label}`)).toEqual([
      '25+ Years of experience',
      '100% US workforce',
      '<.001% Defect rate',
      '96% Customer satisfaction',
      '150+ Active clients',
    ]);
    expect(homeHero.claimsNote).toContain('100+ survey responses in 2025');
  });

  it('shows a badge for every certification the spec names, each once', () => {
    expect([...homeHero.badges.map((badge) => badge.name)].sort()).toEqual(
      ['AS9100D', 'GMSDC', 'IPC J-STD-001', 'IPC-A-610 Class 2/3', 'ISO 13485', 'ITAR', 'UL', 'WBENC'].sort(),
    );
  });
});

describe('customer logos', () => {
  it('has ten logos of distinct companies', () => {
    const names = homeCustomerLogos.logos.map((logo) => logo.name);
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
  });
});

describe('service cards', () => {
  it('links five cards to the service routes and the staffing card to the external staffing site', () => {
    expect(homeServiceCards).toHaveLength(6);
    const routes = homeServiceCards.flatMap((card) => (card.link.kind === 'route' ? [card.link.to] : []));
    const external = homeServiceCards.flatMap((card) => (card.link.kind === 'external' ? [card.link.href] : []));
    expect(routes.sort()).toEqual(['/box-build', '/cabling-harness', '/pcb-assembly', '/quality-testing', '/test-aftermarket']);
    expect(external).toEqual([site.staffingSiteUrl]);
  });

  it('states the placement rate of PCB assembly', () => {
    const pcb = homeServiceCards.find((card) => card.link.kind === 'route' && card.link.to === '/pcb-assembly');
    expect(pcb?.keyStats.some((stat) => stat.value === '75,000+')).toBe(true);
  });
});

describe('testimonials and differentiators', () => {
  it('has at least six testimonials', () => {
    expect(homeTestimonials.items.length).toBeGreaterThanOrEqual(6);
  });

  it('has exactly the three differentiators, in the spec order', () => {
    expect(homeDifferentiators.map((item) => item.title)).toEqual([
      'Transparent Reporting',
      'Unbeatable Communication',
      'Lifelong Partnerships',
    ]);
  });
});

describe('how it works', () => {
  it('describes the three steps with the facts of the spec', () => {
    const text = JSON.stringify(homeHowItWorks.steps).toLowerCase();
    for (const fact of ['nda', 'gerber', 'xml', 'delivery date', 'weekly', 'engineers', 'packag']) {
      expect(text).toContain(fact);
    }
  });
});

describe('certifications section', () => {
  it('shows the five certifications of the spec, in order', () => {
    expect(homeCertifications.cards.map((card) => card.title)).toEqual(['AS9100D', 'ISO 13485', 'ITAR Registered', 'UL', 'WBENC']);
  });
});

describe('FAQ', () => {
  it('has fifteen distinct questions', () => {
    const questions = homeFaq.items.map((item) => item.question);
    expect(questions).toHaveLength(15);
    expect(new Set(questions).size).toBe(15);
  });

  it('offers the NDA from exactly one answer, which names the mutual agreement', () => {
    const withNda = homeFaq.items.filter((item) => item.showsNda === true);
    expect(withNda).toHaveLength(1);
    expect(withNda[0]?.answer.toLowerCase()).toContain('mutual non-disclosure agreement');
  });

  it('states the spec terms', () => {
    const text = JSON.stringify(homeFaq.items);
    for (const fact of ['high-mix, low-to-mid-volume', '5 to 7 days', '3-day', '90-day evaluation', 'Net 30', '30 days', '90 days']) {
      expect(text).toContain(fact);
    }
  });
});

describe('mutual NDA', () => {
  it('names both parties', () => {
    expect(mutualNda.parties.map((party) => party.name)).toEqual([site.legalName, 'the Client']);
  });

  it('writes out at least thirteen clauses, numbered in order', () => {
    expect(mutualNda.clauses.length).toBeGreaterThanOrEqual(13);
    mutualNda.clauses.forEach((clause, index) => {
      expect(clause.number).toBe(index + 1);
      expect(clause.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of clause.paragraphs) expect(paragraph.length).toBeGreaterThan(80);
    });
  });

  it('uses Georgia law, a five-year term and arbitration in Atlanta', () => {
    const text = JSON.stringify(mutualNda);
    expect(text).toContain('State of Georgia');
    expect(text).toMatch(/five \(5\) years|5 years/);
    expect(text).toMatch(/arbitration held in Atlanta, Georgia/);
  });

  it('has a signature block for both parties', () => {
    expect(mutualNda.signatureBlock.signatories.map((s) => s.party.toLowerCase())).toEqual([
      site.legalName.toLowerCase(),
      'the client',
    ]);
    for (const signatory of mutualNda.signatureBlock.signatories) {
      expect(signatory.fields).toEqual(expect.arrayContaining(['Signature', 'Name', 'Title', 'Date']));
    }
  });
});
