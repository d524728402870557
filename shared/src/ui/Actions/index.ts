export { Action, ActionRow } from './Actions';
export type { ActionProps, ActionRowProps, ActionSurface } from './Actions';
