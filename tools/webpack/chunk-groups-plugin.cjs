// Writes `chunk-groups.json`: the script files of named chunk groups. The shell's server lists them in
// a composed page, so the browser fetches every chunk the page needs at once instead of discovering
// them one by one: the shell's `bootstrap` (and the libraries split off it: router, single-spa), a
// remote's page chunks (`page-*`, see shared-lib's lazyPage), and the chunks of the shared
// singletons the app provides.
const { sources } = require('webpack');

class ChunkGroupsPlugin {
  /** @param {(name: string) => boolean} wanted which named chunk groups to list */
  constructor(wanted) {
    this.wanted = wanted;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (this.wanted(name)) groups[name] = [...new Set(scripts(group))];
          }
          // Every chunk the shared singletons this app provides load with (what was split off them
          // included, e.g. @emotion/cache under @emotion/react: the manifest lists only the first).
          // The consume fallbacks (the same modules again) are loaded only when no app provides one.
          const fromShared = compilation.chunkGroups.filter((group) =>
            group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule'),
          );
          groups.shared = [...new Set(fromShared.flatMap(scripts))];
          compilation.emitAsset('chunk-groups.json', new sources.RawSource(JSON.stringify(groups, null, 2)));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
