/** Why a call to an outside service got no answer: it was too slow, or it could not be reached at all. */
export interface FetchFailure {
  kind: 'timeout' | 'unreachable';
  /** The network's own word (ECONNREFUSED, a DNS failure…), for the message. */
  detail: string;
}

/**
 * One call to an outside service (PayU, Vimeo): redirects are never followed (PayU answers an order with a 302
 * to its payment page), and a call with no answer within `timeoutMs` is aborted. A call that gets no answer is
 * thrown as the caller's own error (`failed`), so each adapter speaks its own errors.
 */
export async function fetchWithTimeout(
  http: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  failed: (failure: FetchFailure) => Error,
): Promise<Response> {
  try {
    return await http(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
    if (name === 'TimeoutError' || name === 'AbortError') throw failed({ kind: 'timeout', detail: message });
    throw failed({ kind: 'unreachable', detail: cause?.code ?? cause?.message ?? message });
  }
}
