import { mountStandalone } from 'shared/harness';
import { pages } from './exposedPages';

mountStandalone('services', pages);
