export { ChromeSuggestionBanner, isChromeBased } from './ChromeSuggestionBanner';
export { ConfirmDialog } from './ConfirmDialog';
export { ErrorBanner, useErrorText } from './ErrorBanner';
export { errorParts, errorText } from './error-text';
export { LanguagePicker } from './LanguagePicker';
export { LOADER_COLOR, Loader, PageLoader } from './Loader';
export { PendingScreen } from './PendingScreen';
export { showToast, type ToastVariant, toastDelay } from './toast';
