import { lnFactorial, normalQuantile, proportionGreater, type Proportion } from './statistics';

/** A worse problem rate a canary should be caught with, and how surely. */
export interface DetectionPlan {
  /** Live's rate per document sent: 0.001 for 0.1 %. */
  liveRate: number;
  /** The canary's worse rate to catch: 0.01 for 1 %. */
  canaryRate: number;
  /** Each test's one-sided significance level, after the correction for many tests (falseAlarmRate's perTest). */
  significance: number;
  /** The chance of catching it; 0.8 is the usual convention. */
  power: number;
  /** Live's views for each of the canary's: 1 for equal sides, 9 when the canary gets 10 % of visitors. */
  liveViewsPerCanaryView: number;
}

/** Documents each side must be sent. */
export interface ViewsNeeded {
  canary: number;
  live: number;
}

function checkPlan(plan: DetectionPlan): void {
  const { liveRate, canaryRate, significance, power, liveViewsPerCanaryView } = plan;
  if (!(liveRate >= 0 && canaryRate > liveRate && canaryRate < 1))
    throw new RangeError(`A canary rate above the live rate, both in [0, 1): ${canaryRate} vs ${liveRate}`);
  if (!(significance > 0 && significance < 0.5 && power > 0.5 && power < 1))
    throw new RangeError(`A significance in (0, 0.5) and a power in (0.5, 1): ${significance}, ${power}`);
  if (!(liveViewsPerCanaryView > 0)) throw new RangeError(`A positive ratio of views: ${liveViewsPerCanaryView}`);
}

const sidesOf = (canary: number, plan: DetectionPlan): ViewsNeeded => ({
  canary,
  live: Math.ceil(canary * plan.liveViewsPerCanaryView),
});

/**
 * The textbook normal-approximation size of a one-sided two-proportion z-test with k live views per
 * canary view (Fleiss, Levin & Paik, Statistical Methods for Rates and Proportions, 3rd ed., §4.3,
 * without continuity correction): n = (z_α·√(p̄q̄(1 + 1/k)) + z_β·√(p₁q₁ + p₀q₀/k))² / (p₁ − p₀)²,
 * where p̄ = (p₁ + k·p₀)/(1 + k). It overlooks that few events send the judgment to Fisher's test.
 */
export function viewsNeededByFormula(plan: DetectionPlan): ViewsNeeded {
  checkPlan(plan);
  const { liveRate, canaryRate, liveViewsPerCanaryView: ratio } = plan;
  const pooledRate = (canaryRate + ratio * liveRate) / (1 + ratio);
  const underNull = normalQuantile(1 - plan.significance) * Math.sqrt(pooledRate * (1 - pooledRate) * (1 + 1 / ratio));
  const underAlternative =
    normalQuantile(plan.power) * Math.sqrt(canaryRate * (1 - canaryRate) + (liveRate * (1 - liveRate)) / ratio);
  return sidesOf(Math.ceil((underNull + underAlternative) ** 2 / (canaryRate - liveRate) ** 2), plan);
}

/** The binomial probabilities of the counts that matter (12 standard deviations each way hold all but 1e-30 of it). */
function binomialMasses(trials: number, rate: number): { first: number; masses: number[] } {
  const spread = 12 * Math.sqrt(trials * rate * (1 - rate)) + 12;
  const first = Math.max(0, Math.floor(trials * rate - spread));
  const last = Math.min(trials, Math.ceil(trials * rate + spread));
  const masses: number[] = [];
  for (let count = first; count <= last; count += 1) {
    const lnChoose = lnFactorial(trials) - lnFactorial(count) - lnFactorial(trials - count);
    const lnMass =
      lnChoose + (count > 0 ? count * Math.log(rate) : 0) + (count < trials ? (trials - count) * Math.log1p(-rate) : 0);
    masses.push(Math.exp(lnMass));
  }
  return { first, masses };
}

/**
 * The chance that the judgment's own test (proportionGreater: the z-test, or Fisher's with few
 * events) finds the canary worse, summed exactly over every count both sides could see. With equal
 * rates it is the test's real false-alarm rate.
 */
export function powerOfProportionTest(
  plan: Omit<DetectionPlan, 'power'>,
  canaryViews: number,
  test: (canary: Proportion, live: Proportion) => number = proportionGreater,
): number {
  const views = sidesOf(canaryViews, { ...plan, power: 0.8 });
  const canaryCounts = binomialMasses(views.canary, plan.canaryRate);
  const liveCounts = binomialMasses(views.live, plan.liveRate);
  let power = 0;
  canaryCounts.masses.forEach((canaryMass, canaryIndex) => {
    liveCounts.masses.forEach((liveMass, liveIndex) => {
      if (canaryMass * liveMass < 1e-18) return;
      const pValue = test(
        { events: canaryCounts.first + canaryIndex, trials: views.canary },
        { events: liveCounts.first + liveIndex, trials: views.live },
      );
      if (pValue <= plan.significance) power += canaryMass * liveMass;
    });
  });
  return power;
}

/**
 * The fewest views with which the judgment's own test catches the canary's worse rate at the plan's
 * power, found by bisection on powerOfProportionTest. A discrete test's power zig-zags by a little
 * as views grow, so a few views more or less can sit on either side of the line.
 */
export function viewsNeeded(plan: DetectionPlan): ViewsNeeded {
  checkPlan(plan);
  const enough = (canaryViews: number) => powerOfProportionTest(plan, canaryViews) >= plan.power;
  let high = Math.max(2, viewsNeededByFormula(plan).canary);
  while (!enough(high)) {
    high *= 2;
    if (high > 1e9) throw new RangeError('More than a billion views would be needed');
  }
  let low = 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return sidesOf(high, plan);
}
