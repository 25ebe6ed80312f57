import { FullScreen, Ring, SpinnerRoot, type SpinnerSize } from './Spinner.styles';

export interface SpinnerProps {
  /**
   * Text announced and shown next to the spinner (e.g. 'Loading documents...').
   * An empty string hides it (the spinner inside a pending Button).
   */
  label: string;
  /** Default `md`. */
  size?: SpinnerSize;
  /** `current` draws in the text colour (inside buttons). Default `brand`. */
  tone?: 'brand' | 'current';
}

/** An indeterminate progress indicator (role progressbar, no value) with a visible message; plain elements. */
export function Spinner({ label, size = 'md', tone = 'brand' }: SpinnerProps) {
  if (label === '') return <Ring aria-hidden="true" $size={size} $current={tone === 'current'} />;
  return (
    <div role="progressbar" aria-label={label}>
      <SpinnerRoot>
        <Ring aria-hidden="true" $size={size} $current={tone === 'current'} />
        <span>{label}</span>
      </SpinnerRoot>
    </div>
  );
}

export interface FullScreenSpinnerProps {
  /** The message under the spinner (e.g. 'Verifying access...'). */
  message: string;
}

/** Covers the page while something essential loads (access check, first data). */
export function FullScreenSpinner({ message }: FullScreenSpinnerProps) {
  return (
    <FullScreen>
      <div role="progressbar" aria-label={message}>
        <Ring aria-hidden="true" $size="lg" $current={false} />
      </div>
      <p aria-hidden="true">{message}</p>
    </FullScreen>
  );
}
