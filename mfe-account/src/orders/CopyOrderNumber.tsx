import { Button, useCopyText } from '@axlebay/shared-lib';

export { COPIED_TEXT } from '@axlebay/shared-lib';
export const COPY_FAILED_TEXT = 'The number could not be copied. Select it and copy it yourself.';

/** Puts the order number on the clipboard; says so in a toast and next to the button (for screen readers too). */
export function CopyOrderNumber({ orderNo }: { orderNo: string }) {
  const { said, copy } = useCopyText(COPY_FAILED_TEXT, 'account');
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void copy(orderNo)} aria-label={`Copy order number ${orderNo}`}>
        Copy
      </Button>
      <span role="status" data-testid="copy-status">
        {said}
      </span>
    </>
  );
}
