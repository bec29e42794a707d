import { useEffect } from 'react';
import { useNavigation } from '../parcel/remote-context';
import { usePageData } from './page-data-context';

/**
 * The page stands for nothing (no such product or category): the shell shows content's 404 page
 * at the same URL. On the server the answer becomes HTTP 404 before anything is sent.
 */
export function useNotFound(notFound: boolean): void {
  const page = usePageData();
  const navigation = useNavigation();
  if (notFound && page?.mode === 'server') page.notFound = true;
  useEffect(() => {
    if (notFound) navigation.notFound();
  }, [notFound, navigation]);
}
