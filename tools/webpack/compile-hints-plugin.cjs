// V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every function
// compiled while the script streams in, on a background thread. Without it V8 compiles each function
// the first time it is called, on the main thread: at start-up that is every module factory and most
// of React, a large part of the long tasks a first load is measured by.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'AxlebayCompileHintsPlugin';

/**
 * Starts every emitted script with the hint. Every chunk qualifies: a chunk is loaded only when its
 * code is about to run. Added after minification (which drops comments) and before the source maps
 * are written (they account for the extra line).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
