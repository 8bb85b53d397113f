import { Toaster } from '@client/components/ui/toaster.tsx';
import { AuthProvider } from '@client/features/auth/index.ts';
import { RealtimeProvider } from '@client/features/realtime/RealtimeProvider.tsx';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';

/** The app's contexts. The query client comes from outside: the server fills one with a page's data. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeProvider>
            {children}
            <Toaster />
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
