export interface SpinnerProps {
  /** Diameter in px (default 18). */
  size?: number;
  /** Announced text; without it the spinner is decorative (the caller says what is busy). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 18, label, className }: SpinnerProps) {
  const spinner = (
    <span
      className={className ? `spinner ${className}` : 'spinner'}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
  if (!label) return spinner;
  return (
    <span role="status" className="spinner-status">
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
