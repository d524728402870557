import type { FieldSample } from './fieldDataStore';
import { canaryFieldOf } from './canaryField';

/** A sample as the intake or the page routes file it. */
const sample = (fields: Partial<FieldSample> & Pick<FieldSample, 'kind' | 'name'>): FieldSample => ({
  receivedAt: '2026-11-27T10:00:00.000Z',
  value: null,
  route: '/pcb-assembly',
  group: 'services',
  release: '20261127-100000-0a1b2c3d',
  detail: null,
  ...fields,
});

test('tallies each side by route: pages sent as views, problems by kind, INP and LCP as samples; the rest is left out', () => {
  const field = canaryFieldOf([
    sample({ kind: 'view', name: 'document', side: 'canary' }),
    sample({ kind: 'view', name: 'document', side: 'canary' }),
    sample({ kind: 'view', name: 'document', side: 'live' }),
    sample({ kind: 'view', name: 'document', side: 'live', route: '/medical', group: 'industries' }),
    sample({ kind: 'problem', name: 'error', side: 'canary' }),
    sample({ kind: 'problem', name: 'dead-press', side: 'canary', detail: 'Contact Us' }),
    sample({ kind: 'vital', name: 'LCP', value: 1800, side: 'canary' }),
    sample({ kind: 'vital', name: 'INP', value: 120, side: 'live' }),
    // Not held to: CLS and the others, a sample of no side (before the canary), a path outside the table.
    sample({ kind: 'vital', name: 'CLS', value: 0.1, side: 'canary' }),
    sample({ kind: 'problem', name: 'error' }),
    sample({ kind: 'view', name: 'document', side: 'canary', route: '(not found)' }),
  ]);
  expect(field).toEqual({
    canary: {
      '/pcb-assembly': {
        views: 2,
        problems: { error: 1, 'group-load-failed': 0, 'dead-press': 1 },
        latencies: { INP: [], LCP: [1800] },
      },
    },
    live: {
      '/pcb-assembly': {
        views: 1,
        problems: { error: 0, 'group-load-failed': 0, 'dead-press': 0 },
        latencies: { INP: [120], LCP: [] },
      },
      '/medical': {
        views: 1,
        problems: { error: 0, 'group-load-failed': 0, 'dead-press': 0 },
        latencies: { INP: [], LCP: [] },
      },
    },
  });
});

test('a side that was sent pages but heard nothing back shows its views with no reports', () => {
  const views = Array.from({ length: 5 }, () => sample({ kind: 'view', name: 'document', side: 'canary' }));
  expect(canaryFieldOf(views).canary['/pcb-assembly']).toEqual({
    views: 5,
    problems: { error: 0, 'group-load-failed': 0, 'dead-press': 0 },
    latencies: { INP: [], LCP: [] },
  });
});
