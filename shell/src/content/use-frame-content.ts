import { useEffect, useState } from 'react';
import { useShell } from '../routing/shell-context';
import type { FrameContent } from './frame-content';

/**
 * The frame's content: from the server's boot data on a composed page (no browser call, and none of
 * the asking code in the first load), else asked once (cached) after the first render. Undefined while
 * on its way.
 */
export function useFrameContent(): FrameContent | undefined {
  const { api, market, firstHtml } = useShell();
  const fromServer = firstHtml?.frame;
  const [content, setContent] = useState<FrameContent | undefined>(fromServer);
  useEffect(() => {
    if (fromServer !== undefined) return;
    let live = true;
    void import(/* webpackChunkName: "frame-content" */ './frame-content')
      .then(({ frameContent }) => frameContent(api, market.shopId))
      .then((c) => live && setContent(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, market.shopId, fromServer]);
  return content;
}
