/** The errors of the release registry and its use cases: each says why, in words for the person who asked. */

/** Thrown when a switch or publish cannot go ahead; its message says why, for the person who asked. */
export class ReleaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}
