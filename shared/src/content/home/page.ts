import type { PageRecord } from '../page';
import { homeCertifications } from './certifications';
import { homeClosing } from './closing';
import { homeCustomerLogos } from './customerLogos';
import { homeFaq } from './faq';
import { homeHero } from './hero';
import { homeHowItWorks } from './howItWorks';
import { homeServices } from './serviceCards';
import { homeTestimonials } from './testimonials';

/** The home page as one record: the hero, its sections in their fixed order (logos, services, testimonials, how it works, certifications, FAQ), and the closing quote form. */
export const homePage: PageRecord = {
  hero: homeHero,
  sections: [homeCustomerLogos, homeServices, homeTestimonials, homeHowItWorks, homeCertifications, homeFaq],
  closing: homeClosing,
};
