import styled from 'styled-components';
import { focusRing } from '../theme/media';

/** Where the focus goes after an action (the progress, the error): a ring only for the keyboard. */
export const Result = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { outline: none; }
  &:focus-visible { ${focusRing} }
`;

export const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  &[data-drop-target] { border-color: ${({ theme }) => theme.colors.primary.solid}; background: ${({ theme }) => theme.colors.primary.subtle}; }
`;

export const Uploaded = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.success.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.raised};
  &:focus { outline: none; }
  &:focus-visible { ${focusRing} }
  > svg { color: ${({ theme }) => theme.colors.success.text}; flex-shrink: 0; }
`;

export const FileMeta = styled.div`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  min-width: 0;
`;

export const FileName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.default};
  overflow-wrap: anywhere;
`;

export const FileDate = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const SlotRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const SlotTitle = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.default};
`;
