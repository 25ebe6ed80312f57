// The entry of index.html's boot script: build/boot-script.ts bundles it into one small script, inlined after the
// ShellData it reads.
import { bootPage } from './boot-page';
import { readShellData } from './shell-data';

bootPage(readShellData(document), window);
