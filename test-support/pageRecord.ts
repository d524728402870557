import type { BlockRecord, PageRecord, SectionRecord } from 'shared/content';

export type BlockOfKind<K extends BlockRecord['kind']> = Extract<BlockRecord, { kind: K }>;

/** Every block of `kind` on the page, in page order. */
export function blocksOf<K extends BlockRecord['kind']>(page: PageRecord, kind: K): BlockOfKind<K>[] {
  return page.sections.flatMap((section) =>
    section.blocks.filter((block): block is BlockOfKind<K> => block.kind === kind),
  );
}

/** The page's one block of `kind`; throws when there is none or more than one. */
export function blockOf<K extends BlockRecord['kind']>(page: PageRecord, kind: K): BlockOfKind<K> {
  const blocks = blocksOf(page, kind);
  if (blocks.length !== 1) throw new Error(`Expected one '${kind}' block, found ${blocks.length}.`);
  return blocks[0]!;
}

/** The section whose heading reads `title`; throws when there is none. */
export function sectionTitled(page: PageRecord, title: string): SectionRecord {
  const section = page.sections.find((candidate) => candidate.copy.title === title);
  if (!section) throw new Error(`No section titled '${title}'.`);
  return section;
}
