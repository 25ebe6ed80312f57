import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;
export type SpinnerSize = keyof typeof sizes;

export const Ring = styled.span<{ $size: SpinnerSize; $current: boolean }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid ${({ theme, $current }) => ($current ? 'currentColor' : theme.colors.scale.brand[200])};
  border-top-color: ${({ theme, $current }) => ($current ? 'transparent' : theme.colors.primary.solid)};
  animation: ${spin} 0.8s linear infinite;
`;

export const SpinnerRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

export const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface.page};
  color: ${({ theme }) => theme.colors.text.default};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  text-align: center;
`;
