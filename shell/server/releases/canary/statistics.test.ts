import {
  lnFactorial,
  mannWhitneyGreater,
  normalCdf,
  normalQuantile,
  normalUpperTail,
  percentile75,
  proportionGreater,
} from './statistics';

/** Relative error, the measure the erfc approximation's published bound (1.2e-7) is stated in. */
const relativeError = (actual: number, expected: number) => Math.abs(actual / expected - 1);

/** C(n, k) exactly, in integers, to check the floating-point hypergeometric sums against. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Fisher's one-sided p-value from exact integer counts: Σ C(K, x)·C(N−K, n−x) / C(N, n) for x from the canary's count up. */
function exactFisher(canaryEvents: number, canaryTrials: number, liveEvents: number, liveTrials: number): number {
  const population = canaryTrials + liveTrials;
  const events = canaryEvents + liveEvents;
  let favourable = 0n;
  for (let drawn = canaryEvents; drawn <= Math.min(events, canaryTrials); drawn += 1) {
    favourable += choose(events, drawn) * choose(population - events, canaryTrials - drawn);
  }
  const scale = 10n ** 30n;
  return Number((favourable * scale) / choose(population, canaryTrials)) / 1e30;
}

describe('the normal distribution', () => {
  // Upper-tail probabilities from the standard tables (Abramowitz & Stegun, Table 26.1, and its tail values).
  test.each([
    [0, 0.5],
    [1, 0.15865525393145707],
    [1.6448536269514722, 0.05],
    [1.96, 0.024997895148220435],
    [3, 0.0013498980316300933],
    [5, 2.866515718791933e-7],
    [8, 6.22096057427174e-16],
    [-1.96, 0.9750021048517795],
  ])('P(Z > %d) is %d within the approximation’s bound of 1.2e-7 of itself, and so is P(Z ≤ −z)', (z, upperTail) => {
    expect(relativeError(normalUpperTail(z), upperTail)).toBeLessThan(1.2e-7);
    // The lower tail is as precise: P(Z ≤ −z) is the same number.
    expect(relativeError(normalCdf(-z), upperTail)).toBeLessThan(1.2e-7);
  });

  test.each([
    [0.5, 0],
    [0.8, 0.8416212335729143],
    [0.95, 1.6448536269514722],
    [0.975, 1.959963984540054],
    [0.9996, 3.3527947805048592],
  ])('the %d quantile is %d', (probability, z) => {
    expect(normalQuantile(probability)).toBeCloseTo(z, 6);
  });

  test('a probability outside (0, 1) has no quantile', () => {
    expect(() => normalQuantile(1)).toThrow(RangeError);
    expect(() => normalQuantile(0)).toThrow(RangeError);
  });
});

test('the p75 is the nearest-rank one, as the Core Web Vitals are judged', () => {
  expect(percentile75([8, 1, 7, 2, 6, 3, 5, 4])).toBe(6); // rank ceil(0.75 · 8) = 6
  expect(percentile75([5, 1, 4, 2, 3])).toBe(4); // rank ceil(3.75) = 4
  expect(percentile75([])).toBeUndefined();
});

test('ln n! agrees with the summed logarithms on both sides of where Stirling’s series takes over', () => {
  expect(lnFactorial(10)).toBeCloseTo(Math.log(3_628_800), 12);
  for (const n of [255, 256, 300, 5000]) {
    let sum = 0;
    for (let k = 2; k <= n; k += 1) sum += Math.log(k);
    expect(relativeError(lnFactorial(n), sum)).toBeLessThan(1e-13);
  }
});

describe("Fisher's exact test, one-sided", () => {
  test('the lady tasting tea: 3 of her 4 cups right is p = 17/70', () => {
    // Fisher's own example: of 8 cups, 4 had the milk first; she named 3 of those 4. The tables as
    // extreme or more are 3 right (C(4,3)·C(4,1) = 16 ways) and 4 right (1 way), of C(8,4) = 70.
    expect(proportionGreater({ events: 3, trials: 4 }, { events: 1, trials: 4 })).toBeCloseTo(17 / 70, 12);
  });

  test('live with no error and a canary with six: the chance all six land on the canary', () => {
    // With 6 errors in 10,000 documents and 1,000 of them the canary's, P = C(1000, 6) / C(10000, 6).
    let allOnCanary = 1;
    for (let i = 0; i < 6; i += 1) allOnCanary *= (1000 - i) / (10_000 - i);
    const pValue = proportionGreater({ events: 6, trials: 1000 }, { events: 0, trials: 9000 });
    expect(relativeError(pValue, allOnCanary)).toBeLessThan(1e-9);
    expect(pValue).toBeLessThan(1e-6);
  });

  test.each([
    [60, 500, 40, 500],
    [1, 1000, 0, 9000],
    [12, 1000, 45, 9000],
    [3, 200, 9, 1800],
    [0, 300, 4, 2700],
    [30, 120, 90, 1080],
  ])(
    '%d of %d against %d of %d matches the sum in exact integers',
    (canaryEvents, canaryTrials, liveEvents, liveTrials) => {
      const pValue = proportionGreater(
        { events: canaryEvents, trials: canaryTrials },
        { events: liveEvents, trials: liveTrials },
      );
      expect(pValue).toBeCloseTo(exactFisher(canaryEvents, canaryTrials, liveEvents, liveTrials), 10);
    },
  );

  test('a canary better than live is nowhere near significant', () => {
    expect(proportionGreater({ events: 0, trials: 1000 }, { events: 50, trials: 9000 })).toBe(1);
    expect(proportionGreater({ events: 2, trials: 100_000 }, { events: 5000, trials: 900_000 })).toBeCloseTo(1, 12);
  });
});

describe('the Mann-Whitney U test, one-sided (canary slower)', () => {
  test('a small example with ties, by hand', () => {
    // Canary 5 7 9 9, live 1 3 5 6. Pooled and sorted: 1 3 5 5 6 7 9 9, ranks 1 2 3.5 3.5 5 6 7.5 7.5.
    // Canary's rank sum 3.5 + 6 + 7.5 + 7.5 = 24.5, so U = 24.5 − 4·5/2 = 14.5 (of 16 pairs).
    // Under the null the mean is 4·4/2 = 8; two ties of two give Σ(t³ − t) = 12, so the variance is
    // (16/12)·(9 − 12/(8·7)) = 11.7142857; z = (14.5 − 8 − 0.5)/√11.7142857 = 1.7530; P(Z > 1.7530) = 0.0398.
    const result = mannWhitneyGreater([5, 7, 9, 9], [1, 3, 5, 6]);
    expect(result.u).toBe(14.5);
    expect(result.z).toBeCloseTo(6 / Math.sqrt((16 / 12) * (9 - 12 / 56)), 10);
    expect(result.z).toBeCloseTo(1.753, 3);
    expect(result.pValue).toBeCloseTo(0.0398, 4);
  });

  test('U counts the pairs in which the canary is slower, a tie as half', () => {
    const canary = [120, 80, 250, 80, 95, 300, 140, 80];
    const live = [80, 60, 110, 95, 70, 200];
    let slowerPairs = 0;
    for (const c of canary) for (const l of live) slowerPairs += c > l ? 1 : c === l ? 0.5 : 0;
    expect(mannWhitneyGreater(canary, live).u).toBe(slowerPairs);
  });

  test('a faster canary is not significant, and identical values say nothing', () => {
    expect(mannWhitneyGreater([1, 2, 3], [4, 5, 6]).pValue).toBeGreaterThan(0.95);
    expect(mannWhitneyGreater([7, 7, 7], [7, 7]).pValue).toBe(1);
  });
});
