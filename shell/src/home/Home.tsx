import { useCallback, useState } from 'react';
import { homePage } from 'shared/content';
import { ContactDialog } from 'shared/ui';
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
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = useCallback(() => setContactOpen(true), []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  return (
    <>
      <HeroSection hero={hero} />
      <CustomerLogosSection logos={sections.customerLogos} />
      <ServicesSection services={sections.services} onAskAbout={openContact} />
      <TestimonialsSection testimonials={sections.testimonials} />
      <HowItWorksSection howItWorks={sections.howItWorks} />
      <CertificationsSection certifications={sections.certifications} />
      <FaqSection faq={sections.faq} />
      <ClosingSection closing={closing} />
      <ContactDialog isOpen={contactOpen} onDismiss={closeContact} />
    </>
  );
}
