import type { ButtonHTMLAttributes } from 'react';
import { useTapGuard } from './use-tap-guard';

export interface TapButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** What a tap does, under the product's tap rule: a second tap within 1000 ms does nothing. */
  readonly onTap?: () => unknown;
}

/** A button that acts on a tap once however nervously it is tapped (see {@link useTapGuard}). */
export function TapButton({ onTap, type = 'button', ...props }: TapButtonProps) {
  const [tap] = useTapGuard(() => onTap?.());
  return <button type={type} {...props} onClick={() => tap()} />;
}
