/**
 * The tests a canary is judged by, written here rather than taken from npm: simple-statistics gives
 * a rank sum without its p-value and a normal CDF read from a table to 0.01, jStat has neither the
 * Mann-Whitney nor Fisher's test, and what is needed is a published 10-line approximation of the
 * normal tail plus counting, which brings no package into the server.
 */

/**
 * The complementary error function by Chebyshev fitting (Press et al., Numerical Recipes in C, 2nd
 * ed., 1992, §6.2, erfcc): its fractional error is under 1.2e-7 everywhere, far tails included, so a
 * p-value of 1e-9 is as good as one of 0.3.
 */
const ERFC_COEFFICIENTS = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587, -0.82215223,
  0.17087277,
];
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const polynomial = ERFC_COEFFICIENTS.reduceRight((sum, coefficient) => coefficient + t * sum, 0);
  const tail = t * Math.exp(-z * z + polynomial);
  return x >= 0 ? tail : 2 - tail;
}

/** P(Z > z) for a standard normal Z: the one-sided p-value of a z statistic, to 1.2e-7 of itself. */
export function normalUpperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** P(Z ≤ z) for a standard normal Z, by symmetry, so the lower tail keeps its precision too. */
export function normalCdf(z: number): number {
  return normalUpperTail(-z);
}

/** The z with P(Z ≤ z) = probability, by bisection on normalCdf, to within 1e-12. */
export function normalQuantile(probability: number): number {
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`A probability strictly between 0 and 1, not ${probability}`);
  let low = -40;
  let high = 40;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The 75th percentile by the nearest-rank method, as the Core Web Vitals are judged (and `npm run vitals` prints them). */
export function percentile75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

const SMALL_FACTORIALS = 256;
const lnSmallFactorials = [0];
for (let n = 1; n < SMALL_FACTORIALS; n += 1) lnSmallFactorials.push(lnSmallFactorials[n - 1]! + Math.log(n));

/** ln(n!): summed below 256, Stirling's series beyond (its next term, 1/(1680 n^7), is under 1e-19 there). */
export function lnFactorial(n: number): number {
  if (n < SMALL_FACTORIALS) return lnSmallFactorials[n]!;
  return (
    n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n ** 3) + 1 / (1260 * n ** 5)
  );
}

const lnChoose = (n: number, k: number) => lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);

/** How many of a side's documents (trials) showed something (events). */
export interface Proportion {
  events: number;
  trials: number;
}

/**
 * One-sided test that the canary's rate is higher than live's, by Fisher's exact test: given the
 * events of both sides together, the canary's share of them is hypergeometric when the rates are
 * equal, and the p-value is the chance of its getting this many or more.
 *
 * Why not the pooled two-proportion z-test, the textbook test of two rates: its normal tail is poor
 * with few events (Cochran's rule: any expected count under 5, as 0.1 % of 2,000 views is), and here
 * with many too, because the canary is the small side and each test runs at the small significance
 * Bonferroni leaves, where the skew of the canary's count matters. Enumerated exactly at 1 canary
 * view in 10 and α = 4e-4, the z-test raised false alarms up to 10 times as often as α says, still up
 * to 3.6 times where Cochran's rule trusts it, and 1.2 times with 600 expected canary events
 * (sampleSize.test.ts shows it). Fisher's test is exact at any count and never bolder than α; summed
 * by the ratio of successive terms, it costs a few hundred multiplications.
 */
export function proportionGreater(canary: Proportion, live: Proportion): number {
  const population = canary.trials + live.trials;
  const events = canary.events + live.events;
  const draws = canary.trials;
  const others = population - events;
  const massAt = (drawn: number) =>
    Math.exp(lnChoose(events, drawn) + lnChoose(others, draws - drawn) - lnChoose(population, draws));
  // Each tail is summed from its end nearest the middle outwards, by the ratio of successive terms,
  // so its first term is its largest: it cannot underflow while the rest matter.
  const sumOutwards = (from: number, to: number, step: 1 | -1) => {
    if (step * (to - from) < 0) return 0;
    let sum = 0;
    let term = massAt(from);
    for (let drawn = from; step * (to - drawn) >= 0; drawn += step) {
      sum += term;
      if (!(term > sum * 1e-17)) break;
      term *=
        step > 0
          ? ((events - drawn) * (draws - drawn)) / ((drawn + 1) * (others - draws + drawn + 1))
          : (drawn * (others - draws + drawn)) / ((events - drawn + 1) * (draws - drawn + 1));
    }
    return sum;
  };
  const highest = Math.min(events, draws);
  const lowest = Math.max(0, draws - others);
  if (canary.events > (events * draws) / population) return Math.min(1, sumOutwards(canary.events, highest, 1));
  return Math.max(0, 1 - sumOutwards(canary.events - 1, lowest, -1));
}

export interface MannWhitneyTest {
  /** The canary's U: how many (canary, live) pairs have the canary slower, ties counting half. */
  u: number;
  z: number;
  /** P(a U this large | both sides come from the same distribution). */
  pValue: number;
}

/**
 * One-sided Mann-Whitney U test that the canary's values tend to be larger (slower), by the normal
 * approximation with the variance corrected for ties and a continuity correction of 1/2: fair from
 * about 20 values a side, which judgment.ts requires. Ranks, not values, so a few 30-second outliers
 * weigh no more than any other slow page.
 */
export function mannWhitneyGreater(canary: readonly number[], live: readonly number[]): MannWhitneyTest {
  const canaryCount = canary.length;
  const liveCount = live.length;
  const total = canaryCount + liveCount;
  const pooled = [
    ...canary.map((value) => ({ value, canary: true })),
    ...live.map((value) => ({ value, canary: false })),
  ];
  pooled.sort((a, b) => a.value - b.value);
  let canaryRankSum = 0;
  let tieTerm = 0;
  for (let first = 0; first < total;) {
    let end = first;
    while (end < total && pooled[end]!.value === pooled[first]!.value) end += 1;
    const tied = end - first;
    const averageRank = (first + 1 + end) / 2;
    for (let index = first; index < end; index += 1) if (pooled[index]!.canary) canaryRankSum += averageRank;
    tieTerm += tied ** 3 - tied;
    first = end;
  }
  const u = canaryRankSum - (canaryCount * (canaryCount + 1)) / 2;
  const mean = (canaryCount * liveCount) / 2;
  const variance = ((canaryCount * liveCount) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  // Every value the same (or a side empty): nothing shows the canary slower.
  if (!(variance > 0)) return { u, z: 0, pValue: 1 };
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { u, z, pValue: normalUpperTail(z) };
}
