import { ADMIN_SEARCH_DEBOUNCE_MS } from '@admission/domain';
import { SearchField } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as m } from './admin.messages';

interface Props {
  /** The search in the URL (trimmed). */
  readonly search: string;
  /** Called 300 ms after the typing stops, with the trimmed text, when it differs from `search`. */
  readonly onSearch: (search: string) => void;
}

/**
 * The search box keeps what is typed to itself (typing re-renders only the box, not the table) and
 * hands the trimmed text over once it has settled for 300 ms (spec §5).
 */
export function SearchBox({ search, onSearch }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState(search);
  // The search this box last handed over: a URL change that came from it leaves what was typed since alone.
  const [own, setOwn] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = text.trim();
      if (trimmed === search) return;
      setOwn(trimmed);
      onSearch(trimmed);
    }, ADMIN_SEARCH_DEBOUNCE_MS);
  };

  // A shared link or an edited URL: the box shows the URL's search (adjusted while rendering).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    if (search !== own) {
      setOwn(search);
      setTyped(search);
    }
  }

  return (
    <SearchField
      label={intl.formatMessage(m.searchLabel)}
      placeholder={intl.formatMessage(m.searchPlaceholder)}
      clearLabel={intl.formatMessage(m.clearSearch)}
      value={typed}
      onChange={type}
    />
  );
}
