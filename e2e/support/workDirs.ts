import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const workDir = path.join(repoRoot, 'e2e', '.work');
/** The portals remote is served from this copy so the redeploy test can replace it like a deployment would. */
export const deployedPortalsDir = path.join(workDir, 'portals-deployed');
export const builtPortalsDir = path.join(repoRoot, 'portals-mfe', 'dist');
export const shellDistDir = path.join(repoRoot, 'shell', 'dist');
/** Leads accepted during the browser tests. */
export const leadsDataDir = path.join(workDir, 'leads');
/** The server's company facts file (SITE_FACTS_FILE): absent, so the built facts show, until a test writes it. */
export const companyFactsFile = path.join(workDir, 'company-facts.json');
