import { runCli } from './run-cli';

/** `npm run check-backend -- <api base URL> [--share URL] [--origin URL] [--config path]` */
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
