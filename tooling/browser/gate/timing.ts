/** How long one check may take in all before it counts as failed, unless it says otherwise. */
export const CHECK_TIMEOUT_MS = 20_000;
/** How long one step of a check (a navigation, a wait for an element) may take. */
export const STEP_TIMEOUT_MS = 15_000;
/** After a press took effect, how long nothing may open a second dialog or undo it. */
export const SETTLE_MS = 500;
