// `http.get(…)` and friends with a cheap first look (for the mocked build's Lighthouse run, whose budget
// it weighed on). MSW asks every handler in turn about every request the worker sees (the app's
// API calls and, in a mocked build, each script chunk it loads too), and its HttpHandler.parse
// reads the request's cookies (document.cookie, then the cookie store) and compiles the handler's
// path pattern every time, whatever the method. With the mock's ~100 handlers that was a third of the
// mock's main-thread time on a page load (a CPU profile at 4× slowdown: ~300 of ~930 ms). A handler
// made here first checks the method and a pattern compiled once; only a request that passes is
// parsed by MSW as before, so what matches and the resolver's arguments are exactly MSW's.
import { HttpHandler, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ParseArgs = Parameters<HttpHandler['parse']>[0];
type ParseResult = Awaited<ReturnType<HttpHandler['parse']>>;

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} } as ParseResult;

/**
 * A pattern every URL MSW would match against `path` passes (it may let more through: MSW decides).
 * Strings: `*` is any text, `:name` one path segment, case-insensitive, an optional trailing slash,
 * tested against the URL without its query; a RegExp is MSW's own test on that URL.
 */
export function prefilterOf(path: string | RegExp): RegExp {
  if (path instanceof RegExp) return path;
  const source = path
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`${path.startsWith('*') || path.startsWith('http') ? '^' : ''}${source}/?$`, 'i');
}

class QuickHttpHandler extends HttpHandler {
  readonly #method: Method;
  readonly #prefilter: RegExp;

  constructor(method: Method, path: string | RegExp, resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>) {
    super(method, path, resolver);
    this.#method = method;
    this.#prefilter = prefilterOf(path);
  }

  override async parse(args: ParseArgs): Promise<ParseResult> {
    if (args.request.method !== this.#method) return NO_MATCH;
    const url = args.request.url;
    const queryStart = url.search(/[?#]/);
    const withoutQuery = queryStart === -1 ? url : url.slice(0, queryStart);
    this.#prefilter.lastIndex = 0;
    if (!this.#prefilter.test(withoutQuery)) return NO_MATCH;
    return super.parse(args);
  }
}

function quick(method: Method) {
  return <Params extends PathParams<keyof Params> = PathParams>(
    path: string | RegExp,
    resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
  ): HttpHandler => new QuickHttpHandler(method, path, resolver as unknown as HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>);
}

/** `http` for the mock's handlers: the same calls, a cheap first look. */
export const quickHttp = { get: quick('GET'), post: quick('POST'), put: quick('PUT'), delete: quick('DELETE') };
