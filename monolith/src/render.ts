/** The monolith's server build: the shell's renderer and every page, in one module. */
export { renderApp } from '../../shell/src/render/renderApp';
export { pages } from './allPages';
