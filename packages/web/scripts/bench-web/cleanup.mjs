// Everything the bench starts (servers, Chromium, temp dirs) registers how to undo itself here, so a
// failure, Ctrl-C or a kill leaves nothing behind and the bench can run next to `npm start`.
const tasks = [];
let stopping = false;
const TASK_LIMIT_MS = 15_000;

/**
 * Registers an undo step; the returned function runs it now and unregisters it. Once the bench is stopping,
 * whatever starts is undone at once and the caller gets an error, so the measuring loop ends too.
 */
export function onCleanup(task) {
  if (stopping) {
    void Promise.resolve().then(task).catch(() => undefined);
    throw new Error('the bench is stopping');
  }
  const entry = { task };
  tasks.push(entry);
  return async () => {
    const index = tasks.indexOf(entry);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task();
  };
}

/** Runs every registered step, newest first; a failing or stuck step (15 s) does not stop the others. */
export async function cleanUpAll() {
  stopping = true;
  while (tasks.length > 0) {
    const { task } = tasks.pop();
    let timer;
    const limit = new Promise((resolve) => {
      timer = setTimeout(() => resolve(new Error('gave up after 15 s')), TASK_LIMIT_MS);
    });
    const outcome = await Promise.race([Promise.resolve().then(task).catch((error) => error), limit]);
    clearTimeout(timer);
    if (outcome instanceof Error) process.stderr.write(`[bench:web] cleanup: ${outcome.message}\n`);
  }
}

/**
 * Ctrl-C or a kill: clean up, then exit with the signal's usual code. The same Ctrl-C may arrive twice (from
 * the terminal and relayed by pnpm): a repeat while cleaning up is ignored.
 */
export function cleanUpOnSignals() {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  let signalled = false;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      process.stderr.write(`\n[bench:web] ${signal}: stopping what the bench started...\n`);
      void cleanUpAll().finally(() => process.exit(code));
    });
  }
}
