// The demo photo renderer's process (photo-renderer.ts): draws each SVG it is sent and answers its
// variants; exits when the seed disconnects.
import type { RenderReply, RenderRequest } from './photo-renderer.ts';
import { renderPhotoVariants } from './photo-variants.ts';

process.on('message', async ({ id, svg }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, variants: await renderPhotoVariants(svg) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
process.on('disconnect', () => process.exit(0));
