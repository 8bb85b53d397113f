import { z } from 'zod';

/** GET /api/health: `ok` when the database answers (200), `unavailable` otherwise (503). */
export const healthSchema = z.object({ status: z.literal('ok') });
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });
