import { homeCertifications } from './certifications';
import { homeClosing } from './closing';
import { homeCustomerLogos } from './customerLogos';
import { homeFaq } from './faq';
import { homeHero } from './hero';
import { homeHowItWorks } from './howItWorks';
import { mutualNda } from './nda';
import { homeServiceCards, homeServicesSection } from './serviceCards';
import { homeDifferentiators, homeTestimonials } from './testimonials';
import type { HomePageRecord } from './types';

/** The home page as one record: the hero, its sections in the order of spec §2, and the closing quote form. */
export const homePage: HomePageRecord = {
  hero: homeHero,
  sections: {
    customerLogos: homeCustomerLogos,
    services: { ...homeServicesSection, cards: homeServiceCards },
    testimonials: { ...homeTestimonials, differentiators: homeDifferentiators },
    howItWorks: homeHowItWorks,
    certifications: homeCertifications,
    faq: { ...homeFaq, nda: mutualNda },
  },
  closing: homeClosing,
};
