import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useOptionalNavigation } from '../../parcel/remote-context';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** In-site path, e.g. `/product/abc?x=1`. */
  to: string;
}

/**
 * In-site link. Inside a parcel it navigates through the shell's NavigationService (no reload);
 * modified clicks (new tab, etc.) keep the browser's behaviour.
 */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const navigation = useOptionalNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return (
    <a href={navigation ? navigation.href(to) : to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
