import type { RouteDecision } from '@admission/domain';
import { toast } from '@admission/ui';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '../shared/messages';
import { portalMessages } from './portal-messages';
import { destinationPath, routeAt } from './routes';

type RedirectDecision = Extract<RouteDecision, { kind: 'redirect' }>;

/** The toast that explains a redirect, where the spec gives one. New pages add theirs here. */
const REDIRECT_TOASTS: Partial<Record<RedirectDecision['reason'], { title: MessageDescriptor; text: MessageDescriptor; tone: 'destructive' | 'info' }>> = {
  QUIZ_NOT_REQUIRED: { title: portalMessages.quizNotRequiredTitle, text: portalMessages.quizNotRequiredText, tone: 'info' },
  ACCESS_DENIED: { title: portalMessages.accessDeniedTitle, text: portalMessages.accessDeniedText, tone: 'destructive' },
  ROLE_CHECK_FAILED: { title: commonMessages.errorTitle, text: commonMessages.roleCheckFailedText, tone: 'destructive' },
};

export function Redirect({ decision }: { readonly decision: RedirectDecision }) {
  const navigate = useNavigate();
  const intl = useIntl();
  // One redirect, one toast, however often the page re-renders before the navigation lands.
  const done = useRef<string | null>(null);
  useEffect(() => {
    const key = `${window.location.pathname} ${decision.to} ${decision.reason}`;
    if (done.current === key) return;
    done.current = key;
    const explained = REDIRECT_TOASTS[decision.reason];
    // The staff pages each say what was refused: the admin panel or the application details (spec §6).
    const refusedApplication = decision.reason === 'ACCESS_DENIED' && routeAt(window.location.pathname).name === 'application';
    const text = refusedApplication ? portalMessages.accessDeniedApplicationText : explained?.text;
    if (explained && text) toast[explained.tone](intl.formatMessage(explained.title), intl.formatMessage(text));
    void navigate(destinationPath(decision.to), { replace: decision.replace });
  }, [decision, navigate, intl]);
  return null;
}
