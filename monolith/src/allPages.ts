import { pages as companyPages } from '../../company-mfe/src/exposedPages';
import { pages as industriesPages } from '../../industries-mfe/src/exposedPages';
import { pages as portalsPages } from '../../portals-mfe/src/exposedPages';
import { pages as servicesPages } from '../../services-mfe/src/exposedPages';

/** Every group's page loaders, bundled into the one app: each page is still its own lazy chunk. */
export const pages = { ...servicesPages, ...industriesPages, ...companyPages, ...portalsPages };
