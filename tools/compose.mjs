// `npm run compose -- <compose.json>`: an integration tester's mix of local and released remotes in
// the built shell (file format: README, "Compose a shop"). Prints the URL to open.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ComposeError, readComposeFile } = require('./compose/compose-spec.cjs');
const { runCompose } = require('./compose/compose.cjs');

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.some((a) => a !== '--no-build')) {
  console.error('Usage: npm run compose -- <compose.json> [--no-build]');
  process.exit(2);
}
let spec;
try {
  spec = readComposeFile(file);
} catch (error) {
  if (!(error instanceof ComposeError)) throw error;
  console.error(`Error: ${error.message}`);
  process.exit(1);
}
await runCompose({ ...spec, build: !rest.includes('--no-build') });
