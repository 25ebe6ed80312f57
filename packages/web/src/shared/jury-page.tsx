import { Alert, Button, Icon, Page, Stack, Text } from '@admission/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from './page-heading';

interface JuryPageProps {
  /** The signed-in header above the page, as wide as its body. */
  readonly header: ReactNode;
  readonly title: string;
  readonly intro: string;
  /** The label of the button back to the applications' list. */
  readonly backLabel: string;
  /** The list's address, from the route table. */
  readonly backTo: string;
  readonly width?: 'default' | 'wide';
  readonly children: ReactNode;
}

/** A page of the jury's back-office (the ranking, the jury settings): its heading and lead, the way back to the list, then its body. */
export function JuryPage({ header, title, intro, backLabel, backTo, width = 'default', children }: JuryPageProps) {
  const navigate = useNavigate();
  return (
    <>
      {header}
      <Page width={width}>
        <Stack gap={5}>
          <Stack direction="row" justify="space-between" align="start" gap={3} stackBelow="md">
            <Stack gap={1}>
              <PageHeading>{title}</PageHeading>
              <Text tone="muted">{intro}</Text>
            </Stack>
            <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate(backTo)}>
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
