import { mountStandalone } from 'shared/harness';
import { pages } from './pages';

mountStandalone('portals', pages);
