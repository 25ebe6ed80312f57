import type { ReviewSettingsView } from '@admission/domain';
import { CheckboxGroup, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { jurySettingsMessages as m } from './jury-settings.messages';

interface JuryDocumentsFieldProps {
  readonly view: ReviewSettingsView;
  readonly value: readonly string[];
  readonly onChange: (documentTypes: string[]) => void;
  /** The server refused an identity document (IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS). */
  readonly identityRefused: boolean;
}

/** The document types the program's reviewers see: any of the school's, but the identity documents, which are never offered. */
export function JuryDocumentsField({ view, value, onChange, identityRefused }: JuryDocumentsFieldProps) {
  const intl = useIntl();
  const identity = view.document_types.filter((type) => type.identity).map((type) => type.label);
  return (
    <Stack gap={2}>
      <CheckboxGroup
        label={intl.formatMessage(m.documentsSeen)}
        description={intl.formatMessage(m.documentsSeenHelp)}
        options={view.document_types.filter((type) => !type.identity).map((type) => ({ value: type.document_type, label: type.label }))}
        value={value}
        onChange={onChange}
        isInvalid={identityRefused}
        errorMessage={intl.formatMessage(m.identityRefused)}
      />
      {identity.length === 0 ? null : <Text tone="muted">{intl.formatMessage(m.identityNever, { types: intl.formatList(identity, { type: 'conjunction' }) })}</Text>}
    </Stack>
  );
}
