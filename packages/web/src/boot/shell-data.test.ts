// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bootTags } from '../../build/boot-script';
import { SHELL_DATA_ID, readShellData, type ShellData } from './shell-data';

describe('readShellData', () => {
  it('reads the data the build wrote before the script, whatever its strings hold', () => {
    const data: ShellData = { preload: { auth: ['/assets/a</script><script>alert(1)</script>.js'] }, boot: null, early: null };
    document.head.innerHTML = bootTags(data, '');
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    expect(readShellData(document)).toEqual(data);
  });

  it('fails plainly when the page has none', () => {
    document.head.innerHTML = '';
    expect(() => readShellData(document)).toThrow(`No #${SHELL_DATA_ID} in the page`);
  });
});
