import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../app/yieldToBrowser';

async function afterYielding<T>(args: T): Promise<T> {
  await yieldToBrowser();
  return args;
}

/**
 * Once a group's entry script arrives, the federation runtime chains its steps on promises: start
 * the group's container, settle each shared module against the shell's, fetch the exposed module
 * and run it. Chained that way they run as one long task on a phone; yielding before each step gives
 * the browser a turn in between, so a tap is never held behind the whole chain.
 */
export const yieldBetweenLoadingSteps: ModuleFederationRuntimePlugin = {
  name: 'yield-between-loading-steps',
  afterResolve: afterYielding,
  beforeInitContainer: afterYielding,
  beforeLoadShare: afterYielding,
  async beforeGetExpose() {
    await yieldToBrowser();
  },
  async onLoad() {
    await yieldToBrowser();
  },
};
