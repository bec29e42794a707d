// `npm run dev`: webpack dev servers with hot reload for the shell and every remote, each on its port.
// `npm run dev -- catalog [vehicle…] [--from=<shop url>]`: only those remotes on dev servers, inside
// the built shell, with every other remote taken from a shop's registry (tools/compose).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS, originOf } = require('./apps.cjs');
const { bin, run } = require('./run.cjs');
const { ComposeError, parseDevArgs } = require('./compose/compose-spec.cjs');
const { runCompose } = require('./compose/compose.cjs');

const argv = process.argv.slice(2);
if (argv.length) {
  let options;
  try {
    options = parseDevArgs(argv);
  } catch (error) {
    if (!(error instanceof ComposeError)) throw error;
    console.error(`Error: ${error.message}`);
    process.exit(1);
  }
  if (!Object.keys(options.remotes).length) {
    console.error('Error: name the remotes to serve, e.g. npm run dev -- catalog');
    process.exit(1);
  }
  await runCompose(options);
} else {
  console.log('Starting dev servers (hot reload):');
  for (const app of APPS) console.log(`  ${app.project.padEnd(18)} ${originOf(app)}`);
  console.log(`\nAxlebay (dev): ${originOf(APPS[0])}\n`);

  const codes = await Promise.all(
    APPS.map((app) => run(bin('webpack'), ['serve', '--mode', 'development', '-c', `${app.project}/webpack.config.cjs`])),
  );
  process.exit(Math.max(...codes));
}
