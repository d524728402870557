import { site } from '../../config';
import {
  homeCertifications,
  homeClosing,
  homeCustomerLogos,
  homeDifferentiators,
  homeFaq,
  homeHero,
  homeHowItWorks,
  homeServiceCards,
  homeTestimonials,
  mutualNda,
  type SvgImageRecord,
} from './index';

function expectImage(image: SvgImageRecord): void {
  expect(typeof image.src).toBe('string');
  expect(image.src).not.toBe('');
  expect(image.alt.trim()).not.toBe('');
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
}

function expectText(text: string): void {
  expect(typeof text).toBe('string');
  expect(text.trim()).not.toBe('');
}

describe('home hero', () => {
  it('shows the five home-page claims', () => {
    const claims = homeHero.claims.map((claim) => `${claim.value} ${claim.label}`.toLowerCase());
    expect(claims).toHaveLength(5);
    expect(claims.some((c) => c.startsWith('25+') && c.includes('years'))).toBe(true);
    expect(claims.some((c) => c.startsWith('100%') && c.includes('us workforce'))).toBe(true);
    expect(claims.some((c) => c.includes('.001%') && c.includes('defect'))).toBe(true);
    expect(claims.some((c) => c.startsWith('96%') && c.includes('satisfaction'))).toBe(true);
    expect(claims.some((c) => c.startsWith('150+') && c.includes('clients'))).toBe(true);
  });

  it('has copy for the headline and the form', () => {
    for (const text of [homeHero.eyebrow, homeHero.headline, homeHero.lead, homeHero.formHeading, homeHero.formNote]) {
      expectText(text);
    }
    expectImage(homeHero.image);
  });

  it('shows at least the five home certifications as badges, each with art and a caption', () => {
    const ids = homeHero.badges.map((badge) => badge.id);
    expect(ids).toEqual(expect.arrayContaining(['as9100d', 'iso13485', 'itar', 'ul', 'wbenc']));
    expect(new Set(ids).size).toBe(ids.length);
    for (const badge of homeHero.badges) {
      expectText(badge.name);
      expectText(badge.caption);
      expectImage(badge.image);
    }
  });
});

describe('customer logos', () => {
  it('has the exact title and ten logos with unique names', () => {
    expect(homeCustomerLogos.title).toBe('Trusted by Industry Leaders');
    expect(homeCustomerLogos.logos).toHaveLength(10);
    const names = homeCustomerLogos.logos.map((logo) => logo.name);
    expect(new Set(names).size).toBe(10);
    for (const logo of homeCustomerLogos.logos) {
      expectText(logo.name);
      expectImage(logo.logo);
    }
  });
});

describe('service cards', () => {
  const fields = ['capabilities', 'description', 'image', 'keyStats', 'link', 'outcome', 'process', 'tagline', 'title'];

  it('has six cards with exactly the spec fields, all filled', () => {
    expect(homeServiceCards).toHaveLength(6);
    for (const card of homeServiceCards) {
      expect(Object.keys(card).sort()).toEqual(fields);
      for (const text of [card.title, card.tagline, card.outcome, card.description]) expectText(text);
      expect(card.process.length).toBeGreaterThan(0);
      expect(card.capabilities.length).toBeGreaterThan(0);
      expect(card.keyStats.length).toBeGreaterThan(0);
      for (const item of [...card.process, ...card.capabilities]) expectText(item);
      for (const stat of card.keyStats) {
        expectText(stat.value);
        expectText(stat.label);
      }
      expectImage(card.image);
    }
  });

  it('links five cards to the service routes and one to the external staffing site', () => {
    const routes = homeServiceCards.flatMap((card) => (card.link.kind === 'route' ? [card.link.path] : []));
    const external = homeServiceCards.flatMap((card) => (card.link.kind === 'external' ? [card.link.href] : []));
    expect(routes.sort()).toEqual(['/box-build', '/cabling-harness', '/pcb-assembly', '/quality-testing', '/test-aftermarket']);
    expect(external).toEqual([site.staffingSiteUrl]);
  });

  it('states the placement rate of PCB assembly', () => {
    const pcb = homeServiceCards.find((card) => card.link.kind === 'route' && card.link.path === '/pcb-assembly');
    expect(pcb?.keyStats.some((stat) => stat.value === '75,000+')).toBe(true);
  });
});

describe('testimonials and differentiators', () => {
  it('has at least six anonymous testimonials', () => {
    expect(homeTestimonials.items.length).toBeGreaterThanOrEqual(6);
    for (const item of homeTestimonials.items) {
      expectText(item.quote);
      expectText(item.role);
      expectText(item.companyType);
    }
  });

  it('has exactly the three differentiators', () => {
    expect(homeDifferentiators.map((item) => item.title)).toEqual([
      'Transparent Reporting',
      'Unbeatable Communication',
      'Lifelong Partnerships',
    ]);
    for (const item of homeDifferentiators) {
      expectText(item.description);
      expectText(item.icon);
    }
  });
});

describe('how it works', () => {
  it('has three numbered steps and the Contact Us call to action', () => {
    expect(homeHowItWorks.steps.map((step) => step.step)).toEqual([1, 2, 3]);
    expect(homeHowItWorks.ctaLabel).toBe('Contact Us');
    const text = JSON.stringify(homeHowItWorks.steps);
    for (const fact of ['NDA', 'Gerber', 'XML', 'delivery date', 'weekly', 'engineers', 'packag']) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
  });
});

describe('certifications section', () => {
  it('uses the proof anchor and shows the five certifications', () => {
    expect(homeCertifications.anchorId).toBe('proof');
    expect(homeCertifications.cards.map((card) => card.id)).toEqual(['as9100d', 'iso13485', 'itar', 'ul', 'wbenc']);
    for (const card of homeCertifications.cards) {
      expect(Object.keys(card).sort()).toEqual(['description', 'id', 'image', 'title']);
      expectText(card.title);
      expectText(card.description);
      expectImage(card.image);
    }
  });
});

describe('FAQ', () => {
  it('has fifteen distinct, answered questions', () => {
    expect(homeFaq.items).toHaveLength(15);
    const questions = homeFaq.items.map((item) => item.question);
    expect(new Set(questions).size).toBe(15);
    for (const item of homeFaq.items) {
      expectText(item.question);
      expectText(item.answer);
    }
  });

  it('offers the NDA from exactly one answer, with its button label', () => {
    const withNda = homeFaq.items.filter((item) => item.showsNda === true);
    expect(withNda).toHaveLength(1);
    expect(withNda[0]?.ndaLinkLabel).toBe('Read our Non-Disclosure Agreement');
    expect(withNda[0]?.answer.toLowerCase()).toContain('mutual non-disclosure agreement');
    expect(homeFaq.items.filter((item) => item.ndaLinkLabel !== undefined)).toHaveLength(1);
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
    expectText(mutualNda.title);
    expectText(mutualNda.intro);
  });

  it('writes out at least thirteen numbered clauses in order', () => {
    expect(mutualNda.clauses.length).toBeGreaterThanOrEqual(13);
    mutualNda.clauses.forEach((clause, index) => {
      expect(clause.number).toBe(index + 1);
      expectText(clause.heading);
      expect(clause.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of clause.paragraphs) {
        expectText(paragraph);
        expect(paragraph.length).toBeGreaterThan(80);
      }
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

describe('closing section', () => {
  it('has the exact title and copy', () => {
    expect(homeClosing.title).toBe('Ready to Start Your Project');
    expectText(homeClosing.lead);
    expectText(homeClosing.note);
  });
});
