import { useEffect, useState } from 'react';
import { useShell } from '../routing/shell-context';
import { frameContent, type FrameContent } from './frame-content';

/**
 * The frame's content: from the server's boot data on a composed page (no browser call), else asked
 * once (cached) after the first render. Undefined while on its way.
 */
export function useFrameContent(): FrameContent | undefined {
  const { api, market, firstHtml } = useShell();
  const fromServer = firstHtml?.frame;
  const [content, setContent] = useState<FrameContent | undefined>(fromServer);
  useEffect(() => {
    if (fromServer !== undefined) return;
    let live = true;
    void frameContent(api, market.shopId).then((c) => live && setContent(c));
    return () => {
      live = false;
    };
  }, [api, market.shopId, fromServer]);
  return content;
}
