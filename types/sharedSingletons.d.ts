/**
 * The version of each module the shell shares with the groups as one instance, by name: set at build
 * time from tooling/webpack/singletons.ts (and by test-support/setupGlobals.ts in unit tests).
 */
declare const SHARED_SINGLETON_VERSIONS: {
  readonly react: string;
  readonly 'react/jsx-runtime': string;
  readonly 'react-dom': string;
  readonly 'shared/routing': string;
  readonly 'react-toastify/unstyled': string;
};

/** The version of the kit (shared/ui) the shell was built with: tooling/webpack/singletons.ts, kitVersion. */
declare const SHARED_KIT_VERSION: string;
