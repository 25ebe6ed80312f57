import type { DownloadedFile } from '@admission/domain';
import { Alert, Button, Stack } from '@admission/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { backOfficeMessages as m } from './back-office.messages';
import { saveDownloadedFile } from './download-file';

/**
 * "Export CSV": a file made by the server (the list's, the ranking's); busy while it runs, and a message that takes the
 * focus when it fails.
 */
export const FileExportButton = memo(function FileExportButton({ load }: { readonly load: () => Promise<DownloadedFile> }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'failed') failure.current?.focus();
  }, [state]);

  const exportCsv = async () => {
    setState('busy');
    try {
      saveDownloadedFile(await load());
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Stack gap={2} align="end">
      <Button variant="secondary" isPending={state === 'busy'} pendingLabel={intl.formatMessage(m.exportPending)} onPress={() => void exportCsv()}>
        {intl.formatMessage(m.exportCsv)}
      </Button>
      {state === 'failed' ? (
        <Alert ref={failure} tabIndex={-1} title={intl.formatMessage(m.exportFailedTitle)} message={intl.formatMessage(m.exportFailedText)} />
      ) : null}
    </Stack>
  );
});
