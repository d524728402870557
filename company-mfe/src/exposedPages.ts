import { loadRecord } from 'shared/content/pages/company';
import { PAGE_GROUP_CONTRACT_MAJOR } from 'shared/routes';
import { groupPages } from 'shared/ui';

/**
 * The company group's one exposed module: a lazy loader per route of the group, made from the route table
 * and the group's records. A route that needs a component of its own names it here.
 */
export const pages = groupPages('company', loadRecord);

/** The page-group contract these pages were built against; the shell mounts only its own major. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;
