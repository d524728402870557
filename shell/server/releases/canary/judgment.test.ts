import { seededRandom } from '../../../../test-support/seededRandom';
import {
  falseAlarmRate,
  judgeCanary,
  type CanaryField,
  type CanarySettings,
  type FieldTally,
  type MetricJudgment,
} from './judgment';

const HOUR = 3_600_000;
const settings: CanarySettings = {
  minViewsPerSide: 1000,
  promoteAfterMs: 24 * HOUR,
  maxDurationMs: 7 * 24 * HOUR,
  significance: 0.05,
  latencyTolerance: 0.1,
  judgedEveryMs: HOUR,
};
const startedAt = new Date('2026-11-25T08:00:00Z');
const hoursIn = (hours: number) => new Date(startedAt.getTime() + hours * HOUR);

/** How a side's pages behave on a route: rates per document sent, medians in ms, and the share of views that report each latency. */
interface Behaviour {
  errorRate: number;
  groupLoadFailedRate: number;
  deadPressRate: number;
  lcpMedianMs: number;
  lcpReported: number;
  inpMedianMs: number;
  inpReported: number;
}

/** A release as live behaves on this site: LCP reported by most views, INP by those with a press. */
const healthy: Behaviour = {
  errorRate: 0.001,
  groupLoadFailedRate: 0.0005,
  deadPressRate: 0.004,
  lcpMedianMs: 1800,
  lcpReported: 0.92,
  inpMedianMs: 150,
  inpReported: 0.45,
};

/** The site's routes and their shares of the traffic. */
const ROUTES: Record<string, number> = { '/': 0.4, '/services': 0.3, '/industries': 0.2, '/company': 0.1 };

/** A latency as browsers report them: log-normal around the median (Box-Muller), rounded to the ms. */
const latency = (medianMs: number, spread: number, random: () => number) =>
  Math.round(medianMs * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())));

/** What one side records on one route: each view may throw, fail a load, leave a dead press, report LCP and INP. */
function recorded(views: number, behaviour: Behaviour, random: () => number): FieldTally {
  const tally: FieldTally = {
    views,
    problems: { error: 0, 'group-load-failed': 0, 'dead-press': 0 },
    latencies: { INP: [], LCP: [] },
  };
  for (let view = 0; view < views; view += 1) {
    if (random() < behaviour.errorRate) tally.problems.error += 1;
    if (random() < behaviour.groupLoadFailedRate) tally.problems['group-load-failed'] += 1;
    if (random() < behaviour.deadPressRate) tally.problems['dead-press'] += 1;
    if (random() < behaviour.lcpReported) tally.latencies.LCP.push(latency(behaviour.lcpMedianMs, 0.5, random));
    if (random() < behaviour.inpReported) tally.latencies.INP.push(latency(behaviour.inpMedianMs, 0.7, random));
  }
  return tally;
}

/** Both sides over the site's routes: live behaves as healthy, the canary as told route by route. */
function siteField(
  views: { canary: number; live: number },
  canaryOn: (route: string) => Partial<Behaviour> = () => ({}),
  seed = 1,
): CanaryField {
  const random = seededRandom(seed);
  const field: CanaryField = { live: {}, canary: {} };
  for (const [route, share] of Object.entries(ROUTES)) {
    field.live[route] = recorded(Math.round(views.live * share), healthy, random);
    field.canary[route] = recorded(Math.round(views.canary * share), { ...healthy, ...canaryOn(route) }, random);
  }
  return field;
}

/** Judged `hours` after the start, of a canary drawn for `percent` % of visitors (10 %, as most fields here are built). */
const judgedAt = (hours: number, field: CanaryField, with_ = settings, percent = 10) =>
  judgeCanary({ field, percent, startedAt, now: hoursIn(hours), settings: with_ });
const metric = (judgment: { metrics: MetricJudgment[] }, name: MetricJudgment['metric']) =>
  judgment.metrics.find((each) => each.metric === name)!;

test('a canary throwing on one route of four is rolled back once the minimum views are reached, not before', () => {
  const throwsOnServices = (route: string) => (route === '/services' ? { errorRate: 0.3 } : {});
  const early = judgedAt(6, siteField({ canary: 600, live: 5400 }, throwsOnServices));
  expect(early.verdict).toBe('wait');
  expect(metric(early, 'error').canary.count).toBeGreaterThan(30);
  expect(early.reasons[0]).toMatch(/^Wait: the canary was sent 600 and live 5,400 documents/);

  const reached = judgedAt(10, siteField({ canary: 1200, live: 10_800 }, throwsOnServices));
  expect(reached.verdict).toBe('rollback');
  expect(reached.reasons[0]).toBe('Roll back: the canary is worse on error.');
  expect(metric(reached, 'error')).toMatchObject({ outcome: 'worse', significant: true });
  expect(metric(reached, 'error').pValue!).toBeLessThan(falseAlarmRate(settings).perTest);
  expect(reached.metrics.filter((each) => each.outcome === 'worse').map((each) => each.metric)).toEqual(['error']);
});

test('a canary that behaves as live is promoted at the window’s end, and not before', () => {
  const field = siteField({ canary: 1500, live: 13_500 }, () => ({}), 2);
  const before = judgedAt(23.5, field);
  expect(before.verdict).toBe('wait');
  expect(before.reasons[0]).toBe('Wait: nothing worse so far; the window ends in 30 min.');

  const atTheEnd = judgedAt(24, field);
  expect(atTheEnd.verdict).toBe('promote');
  expect(atTheEnd.metrics.map((each) => each.outcome)).toEqual(Array(5).fill('not worse'));
  expect(atTheEnd.views).toEqual({ canary: 1500, live: 13_500 });
});

test('an LCP 30 % slower is rolled back when its samples show it, and held for a person when they cannot', () => {
  const slowerLcp = () => ({ lcpMedianMs: 1800 * 1.3 });
  const plenty = judgedAt(24, siteField({ canary: 1500, live: 13_500 }, slowerLcp, 3));
  expect(plenty.verdict).toBe('rollback');
  expect(metric(plenty, 'LCP').outcome).toBe('worse');
  const lcp = metric(plenty, 'LCP');
  expect(lcp.canary.value! / lcp.live.value!).toBeGreaterThan(1.2);
  expect(lcp.summary).toMatch(/slower \(tolerance 10 %\); Mann-Whitney U p = .+ \(decides at ≤ 4\.0e-4\): worse$/);

  // A team with little traffic sets a small minimum: 40 canary views give about 37 LCP samples.
  const fewViews = { ...settings, minViewsPerSide: 40 };
  const few = judgedAt(24, siteField({ canary: 40, live: 360 }, slowerLcp, 4), fewViews);
  expect(metric(few, 'LCP')).toMatchObject({ outcome: 'slower, unproven', significant: false });
  expect(few.verdict).toBe('hold');
  expect(few.reasons[0]).toMatch(/^Hold for a person: LCP is slower on the canary by more than 10 % at p75/);
  expect(judgedAt(12, siteField({ canary: 40, live: 360 }, slowerLcp, 4), fewViews).verdict).toBe('wait');
});

test('a latency slower within the tolerance is no rollback, however many samples show it', () => {
  const field = siteField({ canary: 20_000, live: 40_000 }, () => ({ lcpMedianMs: 1800 * 1.05 }), 5);
  const judgment = judgedAt(24, field, settings, 33);
  expect(metric(judgment, 'LCP')).toMatchObject({ significant: true, outcome: 'not worse' });
  expect(judgment.verdict).toBe('promote');
});

test('too few views wait, then are held for a person after the maximum duration', () => {
  const field = siteField({ canary: 300, live: 2700 }, () => ({}), 6);
  const afterThreeDays = judgedAt(72, field);
  expect(afterThreeDays.verdict).toBe('wait');
  expect(afterThreeDays.reasons[0]).toMatch(/held for a person if still short in 4 days\.$/);
  const afterAWeek = judgedAt(168, field);
  expect(afterAWeek.verdict).toBe('hold');
  expect(afterAWeek.reasons[0]).toBe(
    'Hold for a person: 7 days passed and the canary was sent 300 and live 2,700 documents on the routes both served, ' +
      'of the 1,000 each side needs: too few to judge.',
  );
});

describe('live with no error at all', () => {
  const withErrors = (canaryErrors: number): CanaryField => {
    const field = siteField({ canary: 1000, live: 9000 }, () => ({ errorRate: 0 }), 7);
    for (const tally of Object.values(field.live)) tally.problems.error = 0;
    field.canary['/']!.problems.error = canaryErrors;
    return field;
  };

  test('and a canary with six errors in 1,000 views is rolled back', () => {
    const judgment = judgedAt(24, withErrors(6));
    expect(judgment.verdict).toBe('rollback');
    expect(metric(judgment, 'error').pValue!).toBeCloseTo(9.8656e-7, 10);
    expect(metric(judgment, 'error').summary).toMatch(/^error: canary 0.60 % \(6 of 1,000 views\), live 0.00 %/);
  });

  test('and a canary with one error is not: one in 1,000 is what chance gives a tenth of the traffic', () => {
    const judgment = judgedAt(24, withErrors(1));
    expect(metric(judgment, 'error').pValue).toBeCloseTo(0.1, 6);
    expect(judgment.verdict).toBe('promote');
  });
});

test('routes only one side served are left out, their views and their problems alike', () => {
  const field = siteField({ canary: 800, live: 7200 }, () => ({}), 8);
  field.canary['/new-landing'] = recorded(5000, { ...healthy, errorRate: 0.5 }, seededRandom(9));
  field.live['/retired'] = recorded(4000, healthy, seededRandom(10));
  const short = judgedAt(30, field);
  expect(short.verdict).toBe('wait');
  expect(short.views).toEqual({ canary: 800, live: 7200 });
  expect(short.comparedRoutes).toEqual(['/', '/company', '/industries', '/services']);
  expect(short.ignoredRoutes).toEqual(['/new-landing', '/retired']);
  expect(short.reasons).toContain('Left out, served by one side only: /new-landing, /retired.');

  const more = siteField({ canary: 1600, live: 14_400 }, () => ({}), 8);
  more.canary['/new-landing'] = field.canary['/new-landing']!;
  expect(judgedAt(30, more).verdict).toBe('promote');
});

test('a page that reports a problem over and over counts once per document sent on its route', () => {
  const field = siteField({ canary: 1000, live: 9000 }, () => ({}), 13);
  field.canary['/company']!.problems['dead-press'] = 5000;
  const elsewhere = ['/', '/services', '/industries'].reduce(
    (sum, route) => sum + field.canary[route]!.problems['dead-press'],
    0,
  );
  const deadPresses = metric(judgedAt(24, field), 'dead-press');
  expect(deadPresses.canary.count).toBe(elsewhere + field.canary['/company']!.views);
  expect(deadPresses.outcome).toBe('worse');
});

test('a canary with views but no latency reports is held: its pages may break before the reporter starts', () => {
  const silent = () => ({ lcpReported: 0, inpReported: 0, errorRate: 0, deadPressRate: 0, groupLoadFailedRate: 0 });
  const judgment = judgedAt(3, siteField({ canary: 1200, live: 10_800 }, silent, 11));
  expect(judgment.verdict).toBe('hold');
  expect(judgment.reasons[0]).toBe('Hold for a person: the data cannot decide INP, LCP.');
  expect(metric(judgment, 'LCP')).toMatchObject({ outcome: 'cannot compare', pValue: null });
  expect(metric(judgment, 'LCP').summary).toMatch(
    /canary got LCP samples back from 0 of 1,200 documents, the other side from 9,\d{3} of 10,800 documents; Fisher's exact p = .+: its pages may break before their reporter starts/,
  );
});

/** `count` more documents on each route of a side, in its proportions, that sent nothing back: pages fetched without a browser. */
function fetchedWithoutABrowser(side: Record<string, FieldTally>, count: number): void {
  const total = Object.values(side).reduce((sum, tally) => sum + tally.views, 0);
  for (const tally of Object.values(side)) tally.views += Math.round((count * tally.views) / total);
}

test("a canary's errors cannot be diluted into a promote by its pages fetched without a browser: the side is held for a person", () => {
  // At 50 %, the canary's visitors meet errors on half its 60 pages, live's on 1 % of its 3,000; someone fetches
  // 3,000 more of the canary's pages and reports nothing.
  const field = siteField({ canary: 60, live: 3000 }, () => ({ errorRate: 0.5 }), 14);
  for (const tally of Object.values(field.live)) tally.problems.error = Math.round(tally.views * 0.01);
  const fewViews = { ...settings, minViewsPerSide: 40 };
  expect(judgedAt(24, field, fewViews, 50).verdict).toBe('rollback');
  fetchedWithoutABrowser(field.canary, 3000);
  const diluted = judgedAt(24, field, fewViews, 50);
  expect(metric(diluted, 'error').outcome).toBe('not worse');
  expect(diluted.verdict).toBe('hold');
  expect(metric(diluted, 'LCP').outcome).toBe('cannot compare');
  expect(diluted.reasons[0]).toBe('Hold for a person: the data cannot decide INP, LCP.');
});

test('a side sent far more or fewer documents than its share of visitors is held for a person, not promoted', () => {
  const field = siteField({ canary: 1500, live: 1500 }, () => ({}), 15);
  expect(judgedAt(24, field, settings, 50).verdict).toBe('promote');
  const atTen = judgedAt(24, field, settings, 10);
  expect(atTen.verdict).toBe('hold');
  expect(atTen.reasons[0]).toBe(
    'Hold for a person: the canary was sent 50 % of the documents on the routes both served, where its share of ' +
      'visitors is 10 %: someone may be choosing a side and fetching its pages.',
  );
  expect(judgedAt(24, field, settings, 90).verdict).toBe('hold');
});

test('INP too rare on both sides to test is reported as such, and does not stop a promotion', () => {
  const field = siteField({ canary: 1000, live: 1000 }, () => ({}), 12);
  for (const side of [field.live, field.canary]) for (const tally of Object.values(side)) tally.latencies.INP = [160];
  const judgment = judgedAt(24, field, settings, 50);
  expect(metric(judgment, 'INP')).toMatchObject({ outcome: 'too few samples', significant: null });
  expect(judgment.verdict).toBe('promote');
});

describe('the false-alarm rate of the settings', () => {
  test('is shared by the five tests of each of the 25 judgments that can test in a day judged hourly', () => {
    expect(falseAlarmRate(settings)).toEqual({
      perTest: 0.05 / 125,
      testsPerJudgment: 5,
      testingJudgments: 25,
      perJudgment: 0.05 / 25,
      wholeCanary: 0.05,
    });
    const judgment = judgedAt(24, siteField({ canary: 1000, live: 9000 }));
    expect(judgment.metrics.every((each) => each.significance === 0.05 / 125)).toBe(true);
  });

  test('judging less often leaves each test a larger share', () => {
    expect(falseAlarmRate({ ...settings, judgedEveryMs: 6 * HOUR }).perTest).toBeCloseTo(0.05 / 25, 15);
  });

  test('settings that cannot work are refused', () => {
    expect(() => falseAlarmRate({ ...settings, maxDurationMs: 12 * HOUR })).toThrow(/no later than the maximum/);
    expect(() => judgedAt(1, siteField({ canary: 1, live: 1 }), { ...settings, significance: 0 })).toThrow(RangeError);
  });
});
