import { exactKitVersion, KIT, KIT_CONFIG } from './exactKitVersion';

type Args = Parameters<NonNullable<typeof exactKitVersion.resolveShare>>[0];

const shellKit = { version: '1.0.0-kaaaaaaaaaaaaaaaa', from: 'shell', lib: () => ({ copy: 'shell' }) };
const olderKit = { version: '1.0.0-kbbbbbbbbbbbbbbbb', from: 'portals', get: async () => () => ({ copy: 'portals' }) };
const shellConfig = { ...shellKit, lib: () => ({ config: 'shell' }) };
const olderConfig = { ...olderKit, get: async () => () => ({ config: 'portals' }) };

/** What a group's runtime asks when its code needs `pkgName`: the scope as the shell and the groups registered it. */
function asked(pkgName: string, wanted: string | undefined, picked: unknown): Args {
  return {
    shareScopeMap: {
      default: {
        [KIT]: { [shellKit.version]: shellKit, [olderKit.version]: olderKit },
        [KIT_CONFIG]: { [shellConfig.version]: shellConfig, [olderConfig.version]: olderConfig },
      },
    },
    scope: 'default',
    pkgName,
    version: shellKit.version,
    shareInfo: { version: wanted, from: 'portals' },
    resolver: () => picked,
  } as unknown as Args;
}

const resolve = (args: Args) => (exactKitVersion.resolveShare!(args) as Args).resolver();

test("a group built against the shell's very kit gets the shell's copy", () => {
  expect(resolve(asked(KIT, shellKit.version, 'the runtime pick'))).toEqual({
    shared: shellKit,
    useTreesShaking: false,
  });
});

test('a group built against another kit gets its own copy, whatever the runtime would have picked', () => {
  expect(resolve(asked(KIT, olderKit.version, { shared: shellKit }))).toEqual({
    shared: olderKit,
    useTreesShaking: false,
  });
});

test('a kit version nobody registered resolves to nothing, and other modules are left to the runtime', () => {
  expect(resolve(asked(KIT, '1.0.0-kcccccccccccccccc', { shared: shellKit }))).toBeUndefined();
  expect(resolve(asked('react', '19.3.1', 'the runtime pick'))).toBe('the runtime pick');
});

test("the config shared with the kit follows the kit: the shell's for the very same kit, the group's own for any other", () => {
  expect(resolve(asked(KIT_CONFIG, shellKit.version, 'the runtime pick'))).toEqual({
    shared: shellConfig,
    useTreesShaking: false,
  });
  expect(resolve(asked(KIT_CONFIG, olderKit.version, { shared: shellConfig }))).toEqual({
    shared: olderConfig,
    useTreesShaking: false,
  });
  expect(resolve(asked(KIT_CONFIG, '1.0.0-kcccccccccccccccc', { shared: shellConfig }))).toBeUndefined();
});
