import '@testing-library/jest-dom';
import { loadDialogFrame } from '../shared/src/ui/Dialog/loadDialogFrame';

// A dialog fetches its library the first time one opens (a network round trip in the browser).
// Loading it before each test file lets component tests find an opened dialog at once; the
// first-opening path itself is tested in Dialog/lazyFrame.test.tsx and in the browser.
beforeAll(() => loadDialogFrame());
