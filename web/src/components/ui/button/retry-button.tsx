import { UI_MESSAGES } from '@shared/messages/ui';
import { Button, type ButtonSize } from './button';

/** 'Try again' under a read that failed: it reads again, saying 'Trying again...' until the answer comes. */
export function RetryButton({ onRetry, isRetrying, size }: { onRetry: () => unknown; isRetrying: boolean; size?: ButtonSize }) {
  return (
    <Button variant="outline" size={size} onClick={() => void onRetry()} isLoading={isRetrying} loadingText={UI_MESSAGES.tryingAgain}>
      {UI_MESSAGES.tryAgain}
    </Button>
  );
}
