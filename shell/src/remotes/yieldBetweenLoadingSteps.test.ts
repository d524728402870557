import { yieldBetweenLoadingSteps } from './yieldBetweenLoadingSteps';

type Step = (args: object) => Promise<unknown>;
const steps = ['afterResolve', 'beforeInitContainer', 'beforeLoadShare', 'beforeGetExpose', 'onLoad'] as const;

afterEach(() => {
  jest.useRealTimers();
});

test.each(steps)('%s goes on only in a later task, and hands the runtime back what it was given', async (name) => {
  jest.useFakeTimers();
  const step = yieldBetweenLoadingSteps[name] as unknown as Step;
  const args = { id: 'services/pages' };
  let settled = false;
  const result = step(args).then((value) => {
    settled = true;
    return value;
  });
  // Promise jobs alone (what the runtime's chain runs on) do not let it go on.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  expect(settled).toBe(false);
  await jest.runAllTimersAsync();
  expect(settled).toBe(true);
  const value = await result;
  // Waterfall hooks take the arguments back; the others take nothing, which means "go on".
  if (name === 'beforeGetExpose' || name === 'onLoad') expect(value).toBeUndefined();
  else expect(value).toBe(args);
});
