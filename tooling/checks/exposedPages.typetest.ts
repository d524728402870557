/**
 * Compile-time check, run by `tsc -p tsconfig.json` only: each remote's exposed `./pages` module
 * has the shape of the page-group contract, its pages and the contract major it was built against.
 */
import type { ExposedPages } from 'shared/routes';
import * as companyPages from '../../company-mfe/src/exposedPages';
import * as industriesPages from '../../industries-mfe/src/exposedPages';
import * as portalsPages from '../../portals-mfe/src/exposedPages';
import * as servicesPages from '../../services-mfe/src/exposedPages';

export const exposedModules: [
  ExposedPages<'services'>,
  ExposedPages<'industries'>,
  ExposedPages<'company'>,
  ExposedPages<'portals'>,
] = [servicesPages, industriesPages, companyPages, portalsPages];
