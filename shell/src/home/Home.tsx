import { homePage } from 'shared/content';
import { CertificationsSection } from './sections/CertificationsSection';
import { ClosingSection } from './sections/ClosingSection';
import { CustomerLogosSection } from './sections/CustomerLogosSection';
import { FaqSection } from './sections/FaqSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { ServicesSection } from './sections/ServicesSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

const { hero, sections, closing } = homePage;

/** The home page: the shell's own route, so it never waits for a remote. Its copy is one record, `homePage`. */
export function Home() {
  return (
    <>
      <HeroSection hero={hero} />
      <CustomerLogosSection logos={sections.customerLogos} />
      <ServicesSection services={sections.services} />
      <TestimonialsSection testimonials={sections.testimonials} />
      <HowItWorksSection howItWorks={sections.howItWorks} />
      <CertificationsSection certifications={sections.certifications} />
      <FaqSection faq={sections.faq} />
      <ClosingSection closing={closing} />
    </>
  );
}
