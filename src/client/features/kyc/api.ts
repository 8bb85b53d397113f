import { api } from '@client/lib/api.ts';
import { uploadWithProgress } from '@client/lib/upload.ts';
import type { KycApplication, KycApplicationInput, UploadedDocument } from '@shared/schemas/kyc.ts';
import { useQuery } from '@tanstack/react-query';

/** Identity verification endpoints (spec section 7), shared by /list-car and /register-dealer. */

export const kycKeys = {
  all: ['kyc'] as const,
  mine: (userId: string) => ['kyc', 'mine', userId] as const,
};

export type { UploadedDocument };

/** Spec section 5: pdf, jpg, jpeg, png; the server takes up to 10 MB. */
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export function uploadKycDocument(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('document', file, file.name);
  return uploadWithProgress<UploadedDocument>('/api/kyc/documents', body, { onProgress, signal });
}

export const submitKycApplication = (input: KycApplicationInput) =>
  api.post<KycApplication>('/api/kyc/applications', input);

export function useMyKycApplications(userId: string | null | undefined) {
  return useQuery({
    queryKey: kycKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => api.get<KycApplication[]>('/api/kyc/applications/mine', signal),
    enabled: Boolean(userId),
  });
}
