export { FailureBoundary } from './FailureBoundary';
