import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding globals that react-router reads when it is imported.
Object.assign(globalThis, { TextEncoder, TextDecoder });
