import { TextDecoder, TextEncoder } from 'node:util';
import { kitVersion, singletonVersions } from '../tooling/webpack/singletons';

// jsdom lacks the encoding globals that react-router reads when it is imported.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's performance has no user timing; the app sets marks that only benchmarks and field timing read.
if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });

// What the shell's build defines (tooling/webpack/configs.ts): the versions of the singletons and of the kit it shares.
Object.assign(globalThis, { SHARED_SINGLETON_VERSIONS: singletonVersions, SHARED_KIT_VERSION: kitVersion() });
