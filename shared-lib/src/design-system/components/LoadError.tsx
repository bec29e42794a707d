import { Button } from './Button';
import { FormMessage } from './Form';

/** What a part of a page shows when its data could not be loaded: the reason and Try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <FormMessage tone="error">
      {message}{' '}
      <Button type="button" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </FormMessage>
  );
}
