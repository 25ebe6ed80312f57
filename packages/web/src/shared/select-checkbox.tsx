import { memo } from 'react';
import styled from 'styled-components';
import { useIsSelected, type RowSelection, type SelectedApplication } from './row-selection';

/** The whole cell is the checkbox's label: a 44 px target around a 20 px box. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary.solid};
    cursor: pointer;
  }
  input:disabled { cursor: not-allowed; }
`;

interface Props {
  readonly selection: RowSelection;
  readonly application: SelectedApplication;
  /** Its accessible name (e.g. 'Select Amelia Hart'). */
  readonly label: string;
  readonly disabled: boolean;
  /** Why it is disabled, when it is (the id of a text on the page). */
  readonly describedBy?: string;
}

/** A row's checkbox that follows its own row of the selection only: a toggle draws it, not its row or table. */
export const SelectionCheckbox = memo(function SelectionCheckbox({ selection, application, label, disabled, describedBy }: Props) {
  const checked = useIsSelected(selection, application.id);
  return (
    <CheckLabel>
      <input
        type="checkbox"
        checked={checked && !disabled}
        disabled={disabled}
        aria-label={label}
        aria-describedby={disabled ? describedBy : undefined}
        onChange={() => selection.toggle(application)}
      />
    </CheckLabel>
  );
});
