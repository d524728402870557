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

let pagesSent = 0;
/** A page a server sent on `side`: its view, and what its browser's reports are filed with. */
function page(side: 'live' | 'canary', route = '/pcb-assembly') {
  const view = `page-${(pagesSent += 1)}`;
  return {
    view: sample({ kind: 'view', name: 'document', side, route, view }),
    report: (fields: Partial<FieldSample> & Pick<FieldSample, 'kind' | 'name'>) =>
      sample({ side, route, view, ...fields }),
  };
}

const none = { error: 0, 'group-load-failed': 0, 'dead-press': 0 };

test('tallies each side by route: pages sent as views, problems by kind, INP and LCP as samples; the rest is left out', () => {
  const [canary1, canary2, live1] = [page('canary'), page('canary'), page('live')];
  const liveMedical = page('live', '/medical');
  const field = canaryFieldOf([
    canary1.view,
    canary2.view,
    live1.view,
    liveMedical.view,
    canary1.report({ kind: 'problem', name: 'error' }),
    canary2.report({ kind: 'problem', name: 'dead-press', detail: 'Contact Us' }),
    canary1.report({ kind: 'vital', name: 'LCP', value: 1800 }),
    live1.report({ kind: 'vital', name: 'INP', value: 120 }),
    // Not held to: CLS and the others, a sample of no side (before the canary), a path outside the table.
    canary1.report({ kind: 'vital', name: 'CLS', value: 0.1 }),
    sample({ kind: 'problem', name: 'error' }),
    sample({ kind: 'view', name: 'document', side: 'canary', route: '(not found)', view: 'stray' }),
  ]);
  expect(field).toEqual({
    canary: {
      '/pcb-assembly': {
        views: 2,
        problems: { ...none, error: 1, 'dead-press': 1 },
        latencies: { INP: [], LCP: [1800] },
      },
    },
    live: {
      '/pcb-assembly': { views: 1, problems: none, latencies: { INP: [120], LCP: [] } },
      '/medical': { views: 1, problems: none, latencies: { INP: [], LCP: [] } },
    },
  });
});

test('a side that was sent pages but heard nothing back shows its views with no reports', () => {
  const views = Array.from({ length: 5 }, () => page('canary').view);
  expect(canaryFieldOf(views).canary['/pcb-assembly']).toEqual({
    views: 5,
    problems: none,
    latencies: { INP: [], LCP: [] },
  });
});

test('each page counts once, under its own route: a problem reported over and over, or for every route of the site, is one page with that problem; a latency its last value', () => {
  const one = page('canary');
  const other = page('canary');
  const field = canaryFieldOf([
    one.view,
    other.view,
    ...Array.from({ length: 5 }, () => one.report({ kind: 'problem', name: 'error' })),
    // Reports naming other routes, one of another group: still that one page's.
    one.report({ kind: 'problem', name: 'error', route: '/medical', group: 'industries' }),
    one.report({ kind: 'problem', name: 'error', route: '/' }),
    other.report({ kind: 'problem', name: 'error', route: '/box-build' }),
    one.report({ kind: 'vital', name: 'LCP', value: 900 }),
    one.report({ kind: 'vital', name: 'LCP', value: 1400, route: '/medical' }),
  ]);
  expect(field.canary).toEqual({
    '/pcb-assembly': { views: 2, problems: { ...none, error: 2 }, latencies: { INP: [], LCP: [1400] } },
  });
});

test('a report of a page no server filed (a token made elsewhere), or filed for the other side, counts for neither', () => {
  const sent = page('canary');
  const field = canaryFieldOf([
    sent.view,
    sample({ kind: 'problem', name: 'error', side: 'canary', view: 'never-sent' }),
    sample({ kind: 'vital', name: 'LCP', value: 1, side: 'canary', view: 'never-sent' }),
    sample({ kind: 'problem', name: 'error', side: 'live', view: sent.view.view }),
  ]);
  expect(field).toEqual({
    canary: { '/pcb-assembly': { views: 1, problems: none, latencies: { INP: [], LCP: [] } } },
    live: {},
  });
});
