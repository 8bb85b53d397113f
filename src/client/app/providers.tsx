import { Toaster } from '@client/components/ui/toaster.tsx';
import { AuthProvider } from '@client/features/auth/index.ts';
import { RealtimeProvider } from '@client/features/realtime/RealtimeProvider.tsx';
import { createQueryClient } from '@client/lib/query-client.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>
          {children}
          <Toaster />
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
