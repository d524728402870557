import { seededRandom } from '../../../../test-support/seededRandom';
import { powerOfProportionTest, viewsNeeded, viewsNeededByFormula, type DetectionPlan } from './sampleSize';
import { normalUpperTail, proportionGreater, type Proportion } from './statistics';

const onePercentAgainstATenth: DetectionPlan = {
  liveRate: 0.001,
  canaryRate: 0.01,
  significance: 0.05,
  power: 0.8,
  liveViewsPerCanaryView: 1,
};

const binomialDraw = (trials: number, rate: number, random: () => number) => {
  let events = 0;
  for (let trial = 0; trial < trials; trial += 1) if (random() < rate) events += 1;
  return events;
};

/** The textbook pooled two-proportion z-test, one-sided, which the judgment does not decide with. */
function pooledZTest(canary: Proportion, live: Proportion): number {
  const pooledRate = (canary.events + live.events) / (canary.trials + live.trials);
  const standardError = Math.sqrt(pooledRate * (1 - pooledRate) * (1 / canary.trials + 1 / live.trials));
  if (standardError === 0) return 1;
  return normalUpperTail((canary.events / canary.trials - live.events / live.trials) / standardError);
}

describe('the textbook sample size of a two-proportion test', () => {
  test('1 % against 0.1 %, equal sides, one-sided 5 %, power 80 %: 834 views a side, worked by hand', () => {
    // p̄ = (0.01 + 0.001)/2 = 0.0055; z(0.95) = 1.6449, z(0.80) = 0.8416.
    // 1.6449·√(2·0.0055·0.9945) = 0.172046; 0.8416·√(0.01·0.99 + 0.001·0.999) = 0.087862.
    // n = (0.172046 + 0.087862)² / 0.009² = 0.067552 / 0.000081 = 833.98, so 834.
    expect(viewsNeededByFormula(onePercentAgainstATenth)).toEqual({ canary: 834, live: 834 });
  });

  test('with 9 live views to each canary view the canary needs fewer: 315, worked by hand', () => {
    // p̄ = (0.01 + 9·0.001)/10 = 0.0019; 1.6449·√(0.0019·0.9981·(1 + 1/9)) = 0.075506;
    // 0.8416·√(0.01·0.99 + 0.001·0.999/9) = 0.084206; n = 0.159712² / 0.000081 = 314.9, so 315.
    expect(viewsNeededByFormula({ ...onePercentAgainstATenth, liveViewsPerCanaryView: 9 })).toEqual({
      canary: 315,
      live: 2835,
    });
  });

  test('a plan that asks for nothing to catch is refused', () => {
    expect(() => viewsNeeded({ ...onePercentAgainstATenth, canaryRate: 0.001 })).toThrow(RangeError);
    expect(() => viewsNeeded({ ...onePercentAgainstATenth, power: 0.3 })).toThrow(RangeError);
  });
});

describe('the views the judgment’s own test needs', () => {
  test('are the fewest that reach the power, summed exactly over every count', () => {
    const needed = viewsNeeded(onePercentAgainstATenth);
    expect(powerOfProportionTest(onePercentAgainstATenth, needed.canary)).toBeGreaterThanOrEqual(0.8);
    expect(powerOfProportionTest(onePercentAgainstATenth, needed.canary - 1)).toBeLessThan(0.8);
    // Fisher's exact test is cautious with few events, so it needs more than the normal formula says.
    expect(needed.canary).toBeGreaterThan(viewsNeededByFormula(onePercentAgainstATenth).canary);
  });

  test('and simulated canaries of that size are caught about as often as the power says', () => {
    const needed = viewsNeeded(onePercentAgainstATenth);
    const random = seededRandom(7);
    const runs = 1000;
    let caught = 0;
    for (let run = 0; run < runs; run += 1) {
      const canary = { events: binomialDraw(needed.canary, 0.01, random), trials: needed.canary };
      const live = { events: binomialDraw(needed.live, 0.001, random), trials: needed.live };
      if (proportionGreater(canary, live) <= 0.05) caught += 1;
    }
    // 1,000 runs at a power of 0.8 have a standard deviation of 1.3 %: within 4 of them.
    expect(Math.abs(caught / runs - 0.8)).toBeLessThan(0.052);
  });
});

describe('false alarms of a canary as good as live, counted exactly', () => {
  const sameRate = (rate: number, significance: number): Omit<DetectionPlan, 'power'> => ({
    liveRate: rate,
    canaryRate: rate,
    significance,
    liveViewsPerCanaryView: 9,
  });

  test.each([
    [0.01, 1000],
    [0.003, 2000],
    [0.03, 200],
  ])(
    'at a rate of %d with %d canary views Fisher’s test stays under α, where the z-test overshoots it',
    (rate, canaryViews) => {
      const significance = 0.0004;
      expect(powerOfProportionTest(sameRate(rate, significance), canaryViews)).toBeLessThanOrEqual(significance);
      expect(powerOfProportionTest(sameRate(rate, significance), canaryViews, pooledZTest)).toBeGreaterThan(
        2 * significance,
      );
    },
  );
});
