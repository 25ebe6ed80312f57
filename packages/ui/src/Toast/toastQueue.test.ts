import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast } from './toastQueue';

describe('showToast', () => {
  it('says a message once while the same one is on screen', () => {
    const queue = createToastQueue();
    const first = showToast({ tone: 'destructive', title: 'Invalid Application ID', description: 'Back to the list.' }, {}, queue);
    const again = showToast({ tone: 'destructive', title: 'Invalid Application ID', description: 'Back to the list.' }, {}, queue);
    expect(again).toBe(first);
    expect(queue.visibleToasts).toHaveLength(1);
  });

  it('shows messages that differ in tone, title or text', () => {
    const queue = createToastQueue();
    showToast({ tone: 'error', title: 'Failed to load data', description: 'Please refresh the page and try again.' }, {}, queue);
    showToast({ tone: 'destructive', title: 'Failed to load data', description: 'Please refresh the page and try again.' }, {}, queue);
    showToast({ tone: 'error', title: 'Failed to load data', description: 'Another text.' }, {}, queue);
    expect(queue.visibleToasts).toHaveLength(3);
  });

  it('shows the message again once the first one has closed', () => {
    const queue = createToastQueue();
    const first = showToast({ tone: 'success', title: 'Upload successful' }, {}, queue);
    queue.close(first);
    const second = showToast({ tone: 'success', title: 'Upload successful' }, {}, queue);
    expect(second).not.toBe(first);
    expect(queue.visibleToasts).toHaveLength(1);
  });
});
