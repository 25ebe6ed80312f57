// The bench's static host (run as its own process, so Lighthouse's work in the bench's process never delays a
// response): the shared one (../static-host.mjs) plus a blank page of the origin, into which the bench writes a
// session's localStorage without running any of the app's code. Usage: node static-server.mjs <dir> <port>
import { startStaticHost } from '../static-host.mjs';

const [dir, portText] = process.argv.slice(2);
if (dir === undefined || portText === undefined) {
  process.stderr.write('usage: node static-server.mjs <dir> <port>\n');
  process.exit(2);
}
startStaticHost({
  dir,
  port: Number(portText),
  extraFiles: { '/__bench/blank.html': { html: '<!doctype html><title>bench</title>', headers: { 'cache-control': 'no-store' } } },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
