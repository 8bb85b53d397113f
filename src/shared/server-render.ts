/**
 * The contract between the server and the client's server-render build (src/client/entry-server.tsx):
 * the server loads that build at run time and calls `createPageRenderer`; neither side imports the
 * other's source.
 */

/** How a request reaches the API: the browser's fetch, or the server renderer's `app.inject`. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The <script> holding the data the markup was rendered with. */
  stateTag: string;
}

export type RenderPage = (url: URL) => Promise<RenderedPage>;

/** What the build's entry module exports. */
export interface ServerRendererModule {
  /** The renderer of that build, its API calls sent through `transport`. */
  createPageRenderer(transport: ApiTransport): RenderPage;
}
