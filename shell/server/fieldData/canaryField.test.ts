import type { FieldSample } from './fieldDataStore';
import { canaryFieldOf } from './canaryField';

let pages = 0;
/** A sample as the intake or the page routes file it, of a page of its own unless it names one. */
const sample = (fields: Partial<FieldSample> & Pick<FieldSample, 'kind' | 'name'>): FieldSample => ({
  receivedAt: '2026-11-27T10:00:00.000Z',
  value: null,
  route: '/pcb-assembly',
  group: 'services',
  release: '20261127-100000-0a1b2c3d',
  detail: null,
  ...(fields.side ? { view: `page-${(pages += 1)}` } : {}),
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
    // A report of a side with no page of its own (no view token that held) counts for neither.
    sample({ kind: 'problem', name: 'error', side: 'canary', view: undefined }),
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

test('each page counts once: a problem reported over and over by one page is one page with that problem, a latency its last value', () => {
  const page = { side: 'canary' as const, view: 'one-page' };
  const field = canaryFieldOf([
    sample({ kind: 'view', name: 'document', ...page }),
    sample({ kind: 'view', name: 'document', side: 'canary' }),
    ...Array.from({ length: 5 }, () => sample({ kind: 'problem', name: 'error', ...page })),
    sample({ kind: 'problem', name: 'error', side: 'canary', view: 'another-page' }),
    sample({ kind: 'vital', name: 'LCP', value: 900, ...page }),
    sample({ kind: 'vital', name: 'LCP', value: 1400, ...page }),
  ]);
  expect(field.canary['/pcb-assembly']).toEqual({
    views: 2,
    problems: { error: 2, 'group-load-failed': 0, 'dead-press': 0 },
    latencies: { INP: [], LCP: [1400] },
  });
});
