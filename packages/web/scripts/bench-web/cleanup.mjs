// Everything the bench starts (servers, Chromium, temp dirs) registers how to undo itself here, so a
// failure, Ctrl-C or a kill leaves nothing behind and the bench can run next to `npm start`.
const tasks = [];

/** Registers an undo step; the returned function runs it now and unregisters it. */
export function onCleanup(task) {
  const entry = { task };
  tasks.push(entry);
  return async () => {
    const index = tasks.indexOf(entry);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task();
  };
}

/** Runs every registered step, newest first; one failing step does not stop the others. */
export async function cleanUpAll() {
  while (tasks.length > 0) {
    const { task } = tasks.pop();
    try {
      await task();
    } catch (error) {
      process.stderr.write(`[bench:web] cleanup: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

/**
 * Ctrl-C or a kill: clean up, then exit with the signal's usual code. The same Ctrl-C may arrive twice (from
 * the terminal and relayed by pnpm): a repeat while cleaning up is ignored.
 */
export function cleanUpOnSignals() {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  let stopping = false;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stderr.write(`\n[bench:web] ${signal}: stopping what the bench started...\n`);
      void cleanUpAll().finally(() => process.exit(code));
    });
  }
}
