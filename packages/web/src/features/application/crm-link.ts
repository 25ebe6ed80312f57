/** The CRM contact page of a candidate, from the configured template (`{id}`); none without a contact id. */
export const crmContactLink = (template: string, contactId: string | null | undefined): string | null => {
  const id = (contactId ?? '').trim();
  if (id === '') return null;
  return template.includes('{id}') ? template.replaceAll('{id}', encodeURIComponent(id)) : `${template.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
};
