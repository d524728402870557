import type { Logger } from 'pino';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { companyFactsFrom, defaultCompanyFacts, setLiveCompanyFacts, type CompanyFacts } from 'shared/config';
import { messageOf } from '../ops/messageOf';

export interface LiveFacts {
  facts: CompanyFacts;
  /** Changes whenever the facts do: documents rendered with other facts are not reused. */
  version: string;
}

const versionOf = (facts: CompanyFacts) =>
  createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 16);

/**
 * The company's facts as the site shows them: the typed defaults, over which the JSON file at
 * SITE_FACTS_FILE (when set and present) names what changed. The file is read again whenever it
 * changes, so a new phone number is on every page from the next request, with no build and no
 * restart. A file that cannot be used stops the server at start; edited into one later, it is
 * refused with a logged reason and the facts in force stay.
 */
export class CompanyFactsFile {
  private live: LiveFacts;
  private readStamp = '';
  private readonly changeListeners: Array<(previous: LiveFacts, next: LiveFacts) => void> = [];

  /** `defaults`: the typed facts with what the server's environment sets (the retention periods). */
  constructor(
    private readonly file: string | undefined,
    private readonly log: Pick<Logger, 'info' | 'error'> = { info: () => undefined, error: () => undefined },
    private readonly defaults: CompanyFacts = defaultCompanyFacts,
  ) {
    this.live = { facts: defaults, version: versionOf(defaults) };
    if (file) this.live = this.read(file);
    setLiveCompanyFacts(this.live.facts);
  }

  /** Called after the facts changed, before the next render reads them (server builds bake some into their copy). */
  onChange(listener: (previous: LiveFacts, next: LiveFacts) => void): void {
    this.changeListeners.push(listener);
  }

  /**
   * Reads the file again every `intervalMs` without waiting for a request: behind a shared cache
   * requests stop coming, and a change must still reach the cache (through `onChange`). Returns the stop.
   */
  watch(intervalMs: number): () => void {
    if (!this.file) return () => undefined;
    const timer = setInterval(() => void this.current(), intervalMs).unref();
    return () => clearInterval(timer);
  }

  /** The facts in force, read again first when the file changed. */
  current(): LiveFacts {
    if (!this.file) return this.live;
    const stamp = this.stampOf(this.file);
    if (stamp === this.readStamp) return this.live;
    try {
      const next = this.read(this.file);
      if (next.version !== this.live.version) {
        const previous = this.live;
        this.live = next;
        setLiveCompanyFacts(next.facts);
        for (const listener of this.changeListeners) listener(previous, next);
        this.log.info({ file: this.file, version: next.version }, 'company facts in force');
      }
    } catch (error) {
      this.readStamp = stamp;
      this.log.error(
        { file: this.file, reason: messageOf(error) },
        'company facts file refused; the facts in force stay',
      );
    }
    return this.live;
  }

  private stampOf(file: string): string {
    try {
      const stats = statSync(file);
      return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      return 'missing';
    }
  }

  private read(file: string): LiveFacts {
    const stamp = this.stampOf(file);
    if (stamp === 'missing') {
      this.readStamp = stamp;
      return { facts: this.defaults, version: versionOf(this.defaults) };
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`SITE_FACTS_FILE ${file} cannot be read`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`SITE_FACTS_FILE ${file} is not JSON`);
    }
    // The retention periods are what the server applies: set where the server is configured, never in this file.
    if (typeof json === 'object' && json !== null && 'retention' in json) {
      throw new Error(
        `SITE_FACTS_FILE ${file}: "retention" is set by LEAD_RETENTION_DAYS, LEAD_QUARANTINE_RETENTION_DAYS and FIELD_DATA_RETENTION_DAYS`,
      );
    }
    const facts = companyFactsFrom(json, this.defaults);
    this.readStamp = stamp;
    return { facts, version: versionOf(facts) };
  }
}
