import { toMoneyString } from '@setledger/shared/format/money';
import { useShellProfile } from './project-modules';

/** An amount with 2 decimals and the project's currency symbol (profile currencySymbol, 001 §3.1). */
export function useMoney(): (value: string | number | null | undefined) => string {
  const symbol = useShellProfile().data?.currencySymbol ?? '';
  return (value) => `${toMoneyString(value ?? 0)}${symbol ? ` ${symbol}` : ''}`;
}
