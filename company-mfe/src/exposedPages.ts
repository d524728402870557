import { PAGE_GROUP_CONTRACT_MAJOR, type PagesModule } from 'shared/routes';

/** The company group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/our-story': () => import(/* webpackChunkName: "our-story" */ './pages/OurStory/OurStory'),
  '/case-studies': () => import(/* webpackChunkName: "case-studies" */ './pages/CaseStudies/CaseStudies'),
  '/manufacturing-capabilities': () =>
    import(
      /* webpackChunkName: "manufacturing-capabilities" */ './pages/ManufacturingCapabilities/ManufacturingCapabilities'
    ),
  '/certifications': () => import(/* webpackChunkName: "certifications" */ './pages/Certifications/Certifications'),
  '/careers': () => import(/* webpackChunkName: "careers" */ './pages/Careers/Careers'),
  '/privacy': () => import(/* webpackChunkName: "privacy" */ './pages/Privacy/Privacy'),
  '/terms': () => import(/* webpackChunkName: "terms" */ './pages/Terms/Terms'),
  '/supplier-terms': () => import(/* webpackChunkName: "supplier-terms" */ './pages/SupplierTerms/SupplierTerms'),
} satisfies PagesModule<'company'>;

/** The page-group contract these pages were built against; the shell mounts only its own major. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;
