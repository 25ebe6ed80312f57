// Functions Playwright runs inside the /admin page. Each is sent as source (no shared closures), so the row
// reader is repeated: a data row is any table row with an email of its own (an element whose whole text is one
// address; EmailAddress splits it with <wbr> between its parts), whatever the
// table's markup (header rows have none; row headers may be <th>).

/** True once the table's first data row shows this email (the list has loaded). */
export function firstRowShows(email) {
  const isEmail = (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  const emailOf = (row) => [...row.querySelectorAll('*')].find((element) => isEmail(element.textContent?.trim() ?? ''))?.textContent?.trim();
  const first = [...document.querySelectorAll('[role="row"], tr')].map(emailOf).find((found) => found !== undefined);
  return first === email;
}

/** Collects Event Timing entries (keydown, keyup, input... of 16 ms and more), including those already buffered. */
export function EVENT_TIMING_SETUP() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration, startTime: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Watches the DOM for the commit that puts the filtered rows on screen, then notes when that frame has been
 * painted: the next animation frame runs just before the paint, and a message posted from it is handled
 * just after.
 */
export function armPaintWatch({ before, after, afterTotal }) {
  const state = { armedAt: performance.now() };
  window.__benchKey = state;
  const isEmail = (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  const emailOf = (row) => [...row.querySelectorAll('*')].find((element) => isEmail(element.textContent?.trim() ?? ''))?.textContent?.trim();
  // The first ten data rows' emails, in order.
  const shownEmails = () => {
    const emails = [];
    for (const row of document.querySelectorAll('[role="row"], tr')) {
      const email = emailOf(row);
      if (email !== undefined) emails.push(email);
      if (emails.length === 10) break;
    }
    return emails;
  };
  const startsLike = (shown, list) => shown.length > 0 && shown.every((email, index) => email === list[index]);
  // Same first rows either way (unlikely): then the count the list reports must have become the new one.
  const countShown = () =>
    [...document.querySelectorAll('[role="status"]')].some((element) => (element.textContent ?? '').replace(/[\s,.\u00a0\u202f]/g, '').includes(String(afterTotal)));
  const showsFiltered = () => {
    const shown = shownEmails();
    return startsLike(shown, after) && (!startsLike(shown, before) || countShown());
  };
  const observer = new MutationObserver(() => {
    if (!showsFiltered()) return;
    observer.disconnect();
    state.committedAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.paintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** The key's interaction duration, and response-to-paint of the filtered list, from what the page recorded. */
export function readKeyResult() {
  const state = window.__benchKey;
  const events = window.__benchEvents;
  const keyEntries = events.filter((entry) => entry.startTime >= state.armedAt && entry.interactionId > 0 && /^key/.test(entry.name));
  const interactionId = (keyEntries.find((entry) => entry.name === 'keydown') ?? keyEntries[0])?.interactionId;
  const durations = events.filter((entry) => interactionId !== undefined && entry.interactionId === interactionId).map((entry) => entry.duration);
  const responses = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/admin/applications') && /[?&]search=/.test(entry.name));
  const responseEnd = responses.at(-1)?.responseEnd;
  const isEmail = (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  const hasEmail = (row) => [...row.querySelectorAll('*')].some((element) => isEmail(element.textContent?.trim() ?? ''));
  return {
    // No entry: the whole interaction took under Event Timing's 16 ms floor.
    keyInpMs: durations.length > 0 ? Math.max(...durations) : null,
    responseToPaintMs: responseEnd === undefined ? null : state.paintedAt - responseEnd,
    rowsShown: [...document.querySelectorAll('[role="row"], tr')].filter(hasEmail).length,
  };
}
