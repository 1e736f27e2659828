type FetchHandler = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Marks every response with the instance that produced it (X-Instance), for load-balanced deployments. */
export function withInstanceHeader<H extends FetchHandler>(handler: H, instanceName: string): H {
  return (async (request: Request, ...rest: never[]) => {
    const response = await handler(request, ...rest);
    // A copy: a response may carry immutable headers (e.g. one passed through from fetch).
    const marked = new Response(response.body, response);
    marked.headers.set('X-Instance', instanceName);
    return marked;
  }) as H;
}
