import type { HandlerInterceptor } from 'waku/router/server';
import { unstable_setNonce } from 'waku/router/server';
import { getNonce } from '../../lib/request-context.ts';

// waku's own inline scripts (bootstrap, RSC payload) carry the response's CSP nonce
const nonce: HandlerInterceptor = async (next) => {
  const value = getNonce();
  if (value) {
    unstable_setNonce(value);
  }
  return next();
};

export default nonce;
