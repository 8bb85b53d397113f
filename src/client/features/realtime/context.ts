import { createContext, use } from 'react';

/**
 * 'idle' signed out; 'connecting' before the first 'ready'; 'open' while events flow; 'reconnecting' after
 * a drop (data is then refetched on a timer until the stream is back); 'unsupported' without EventSource.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unsupported';

export const RealtimeContext = createContext<RealtimeStatus>('idle');

/** The live stream's state, for a 'Live' indicator. */
export const useRealtimeStatus = (): RealtimeStatus => use(RealtimeContext);
