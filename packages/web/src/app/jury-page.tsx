import { Alert, Button, Icon, Page, Stack, Text } from '@admission/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../shared/page-heading';
import { PortalHeader } from './portal-header';
import { pathTo } from './routes';

interface JuryPageProps {
  readonly title: string;
  readonly intro: string;
  /** The label of the button back to the applications' list. */
  readonly backLabel: string;
  readonly width?: 'default' | 'wide';
  readonly children: ReactNode;
}

/** A page of the jury's back-office (the ranking, the jury settings): its heading and lead, the way back to the list, then its body. */
export function JuryPage({ title, intro, backLabel, width = 'default', children }: JuryPageProps) {
  const navigate = useNavigate();
  return (
    <>
      <PortalHeader width={width} />
      <Page width={width}>
        <Stack gap={5}>
          <Stack direction="row" justify="space-between" align="start" gap={3} stackBelow="md">
            <Stack gap={1}>
              <PageHeading>{title}</PageHeading>
              <Text tone="muted">{intro}</Text>
            </Stack>
            <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate(pathTo('admin'))}>
              {backLabel}
            </Button>
          </Stack>
          {children}
        </Stack>
      </Page>
    </>
  );
}

interface LoadFailedProps {
  readonly title: string;
  readonly text: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/** A read of a jury page that failed, with a way to try again. */
export function LoadFailed({ title, text, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert title={title} message={text}>
      <Button size="sm" onPress={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
