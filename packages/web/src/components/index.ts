export { ActionsHeader } from './ActionsHeader';
export { type ApprovalColumn, ApprovalTable, type ApprovalTableProps } from './ApprovalTable';
export { ApprovalTrail, type ApprovalTrailData } from './ApprovalTrail';
export { BaseModal, type BaseModalSize, useCloseButtonProps } from './BaseModal';
export {
  CarbonMeasureSection,
  type CarbonMeasureValue,
  carbonMeasureInput,
  EMPTY_CARBON_MEASURE,
  useCarbonMeasureLabels,
} from './CarbonMeasureSection';
export { CARD_LIST_FILL_MS, CardList, type CardListProps, type CardListStyle, PAGE_SIZES } from './CardList';
export { CHROME_COOKIE, ChromeSuggestionBanner, isChromeBased } from './ChromeSuggestionBanner';
export { CollapsibleCard } from './CollapsibleCard';
export { ConfirmDialog } from './ConfirmDialog';
export { DetailsToggle } from './DetailsToggle';
export { ErrorBanner, useErrorText } from './ErrorBanner';
export { errorParts, errorText, type FieldLabels, fieldErrorText } from './error-text';
export { LanguagePicker } from './LanguagePicker';
export { ListStates } from './ListStates';
export { LOADER_COLOR, Loader, PageLoader } from './Loader';
export { type MapAddress, MapLink, mapUrl } from './MapLink';
export { Pager } from './Pager';
export { PendingScreen } from './PendingScreen';
export { ReasonDialog } from './ReasonDialog';
export { ResponsiveTable, useIsPhone } from './ResponsiveTable';
export { RouteTitleContext } from './route-title';
export { ScreenError } from './ScreenError';
export { StatusBadge, statusClass } from './StatusBadge';
export { ToastCloseLabel } from './ToastCloseLabel';
export { showToast, TOAST_DELAY, type ToastVariant, toastDelay } from './toast';
export { useDecisionKeys } from './useDecisionKeys';
export { ValidationStatusBadge } from './ValidationStatusBadge';
export { type ListView, useListView, ViewToggle } from './ViewToggle';
