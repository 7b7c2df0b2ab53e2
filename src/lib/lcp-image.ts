import { cache } from 'react';

// one per server render (React's request cache): the first hero image claims it
const lcpClaim = cache(() => ({ claimed: false }));

/**
 * True for the first caller of a page render: that image is the page's largest paint
 * (the first hero), fetched eagerly at high priority; later heroes load like the rest.
 * Outside a server render (the editor's preview) every caller gets true.
 */
export const claimLcpImage = (): boolean => {
  const claim = lcpClaim();
  if (claim.claimed) {
    return false;
  }
  claim.claimed = true;
  return true;
};
