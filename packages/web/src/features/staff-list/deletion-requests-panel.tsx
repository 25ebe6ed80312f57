import { brandOfId, DAY_IN_WORDS, retentionOf, type AdminDeletionRequest } from '@admission/domain';
import { Alert, AlertDialog, Button, Card, EmptyState, Heading, Spinner, Stack, Text, toast } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { refusalMessage } from '../../shared/account-deletion-dialog';
import { deletionMessages as m } from '../../shared/account-deletion.messages';
import { adminMessages } from './admin.messages';
import { useCompleteDeletion, useDeletionRequests } from './use-deletion-requests';

const nameOf = (request: AdminDeletionRequest): string =>
  request.candidate === null ? '' : `${request.candidate.first_name} ${request.candidate.last_name}`.trim() || request.candidate.email;

/** The accounting years of a request's brand (each brand sets its own; the domain's default otherwise). */
const accountingYears = (brandId: string): number => retentionOf(brandOfId(brandId)).accountingYears;

const day = (intl: IntlShape, iso: string | null) => (iso === null ? '' : intl.formatDate(iso, DAY_IN_WORDS));

/**
 * The candidates' requests to delete their account, for admins: the waiting ones with one action each,
 * which asks for confirmation and carries the deletion out; then the ones carried out, which name nobody.
 */
export function DeletionRequestsPanel({ id }: { readonly id: string }) {
  const intl = useIntl();
  const requests = useDeletionRequests();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by the admin: the focus goes to what it opened.
  useEffect(() => heading.current?.focus(), []);

  const waiting = requests.data?.filter((request) => request.status === 'requested') ?? [];
  const completed = requests.data?.filter((request) => request.status === 'completed') ?? [];
  // A request carried out leaves the waiting list: the focus goes to the next one's action (else the one before),
  // or to the waiting list's heading when none is left.
  const carryingOut = useRef<{ readonly id: number; readonly index: number } | null>(null);
  const actions = useRef(new Map<number, HTMLButtonElement>());
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const done = carryingOut.current;
    if (done === null || requests.data === undefined) return;
    const left = requests.data.filter((request) => request.status === 'requested');
    if (left.some((request) => request.id === done.id)) return;
    carryingOut.current = null;
    const next = left[done.index] ?? left[done.index - 1];
    (next === undefined ? waitingHeading.current : actions.current.get(next.id))?.focus();
  }, [requests.data]);
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Card>
        <Stack gap={4}>
          <Heading level={2} id={`${id}-title`} tabIndex={-1} ref={heading}>
            {intl.formatMessage(adminMessages.deletionRequests)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(m.panelIntro)}</Text>
          {requests.data === undefined ? (
            requests.isError ? (
              <Alert message={intl.formatMessage(m.panelFailed)}>
                <Button size="sm" onPress={() => void requests.refetch()}>
                  {intl.formatMessage(m.retry)}
                </Button>
              </Alert>
            ) : (
              <Spinner label={intl.formatMessage(m.panelLoading)} />
            )
          ) : requests.data.length === 0 ? (
            <EmptyState icon="check" title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} />
          ) : (
            <>
              <Heading level={3} tabIndex={-1} ref={waitingHeading}>
                {intl.formatMessage(m.waitingHeading, { count: waiting.length })}
              </Heading>
              {waiting.length === 0 ? (
                <Text tone="muted">{intl.formatMessage(m.noneWaitingNow)}</Text>
              ) : (
                <ul aria-label={intl.formatMessage(m.waitingHeading, { count: waiting.length })}>
                  {waiting.map((request, index) => (
                    <WaitingRequest
                      key={request.id}
                      request={request}
                      actionRef={(element) => {
                        if (element) actions.current.set(request.id, element);
                        else actions.current.delete(request.id);
                      }}
                      onCarryOut={(started) => {
                        carryingOut.current = started ? { id: request.id, index } : null;
                      }}
                    />
                  ))}
                </ul>
              )}
              {completed.length > 0 ? (
                <>
                  <Heading level={3}>{intl.formatMessage(m.completedHeading)}</Heading>
                  <ul aria-label={intl.formatMessage(m.completedHeading)}>
                    {completed.map((request) => (
                      <li key={request.id}>
                        <Text size="sm" tone="muted">
                          {intl.formatMessage(m.completedLine, {
                            requested: day(intl, request.requested_at),
                            completed: day(intl, request.completed_at),
                            by: request.completed_by?.name ?? '',
                          })}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </section>
  );
}

/** One waiting request: who, since when, what storage holds, and the action that carries it out. */
interface WaitingProps {
  readonly request: AdminDeletionRequest;
  readonly actionRef: (element: HTMLButtonElement | null) => void;
  /** Called as the deletion is sent (true) and if it fails (false): the panel moves the focus once the row is gone. */
  readonly onCarryOut: (started: boolean) => void;
}

function WaitingRequest({ request, actionRef, onCarryOut }: WaitingProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const name = nameOf(request);
  const complete = useCompleteDeletion(request.id, {
    onDone: () => toast.success(intl.formatMessage(m.doneTitle), intl.formatMessage(m.doneText, { name })),
    onFailed: () => onCarryOut(false),
  });
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (complete.isError) failure.current?.focus();
  }, [complete.isError]);
  return (
    <li>
      <Stack gap={2}>
        <Stack direction="row" gap={4} justify="space-between" align="center" stackBelow="md" wrap>
          <Stack gap={1}>
            <Text weight="semibold">{name}</Text>
            <Text size="sm" tone="muted">
              {request.candidate?.email ?? ''}
            </Text>
            <Text size="sm">
              {[
                intl.formatMessage(m.askedOn, { date: day(intl, request.requested_at) }),
                intl.formatMessage(m.storedDocuments, { count: request.documents }),
                ...(request.has_invoices ? [intl.formatMessage(m.invoicesKept, { years: accountingYears(request.brand) })] : []),
              ].join(' · ')}
            </Text>
          </Stack>
          <Button ref={actionRef} variant="danger" size="sm" isPending={complete.isPending} aria-label={intl.formatMessage(m.carryOutOf, { name })} onPress={() => setConfirming(true)}>
            {intl.formatMessage(m.carryOut)}
          </Button>
        </Stack>
        {complete.isError ? <Alert ref={failure} tabIndex={-1} message={intl.formatMessage(refusalMessage(complete.error))} /> : null}
      </Stack>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.confirmTitle, { name })}
        message={intl.formatMessage(m.confirmText, { email: request.candidate?.email ?? '' })}
        confirmLabel={intl.formatMessage(m.carryOut)}
        cancelLabel={intl.formatMessage(m.cancel)}
        variant="danger"
        onConfirm={() => {
          onCarryOut(true);
          complete.mutate();
        }}
      />
    </li>
  );
}
