import { Button } from '@client/components/ui/button.tsx';
import { Progress } from '@client/components/ui/progress.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { cn } from '@client/lib/cn.ts';
import { AlertCircle, CheckCircle2, FileUp, Loader2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, uploadKycDocument } from '../api.ts';

export type DocumentState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string; reference: string; size: number }
  | { status: 'error'; fileName: string; message: string };

export const IDLE_DOCUMENT: DocumentState = { status: 'idle' };

export const documentReference = (state: DocumentState): string | undefined =>
  state.status === 'done' ? state.reference : undefined;

const UPLOAD_FAILED = 'Failed to upload document. Please try again.';

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-invalid-type') return 'Documents must be PDF, JPG or PNG files.';
  if (code === 'file-too-large') return 'Documents can be at most 10 MB.';
  return rejection.errors[0]?.message ?? UPLOAD_FAILED;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One identity document: picked or dropped, uploaded at once to /api/kyc/documents (real upload, with
 * progress), and its state shown: uploading, uploaded, failed. Toasts 'Document Uploaded' or 'Upload Failed'.
 */
export function DocumentUpload({
  id,
  label,
  description,
  required = false,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  description?: string;
  required?: boolean;
  value: DocumentState;
  onChange: (state: DocumentState) => void;
  disabled?: boolean;
}) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    onChange({ status: 'uploading', fileName: file.name, progress: 0 });
    try {
      const doc = await uploadKycDocument(
        file,
        (p) => onChange({ status: 'uploading', fileName: file.name, progress: Math.min(p, 0.95) }),
        ac.signal,
      );
      if (ac.signal.aborted) return;
      onChange({ status: 'done', fileName: file.name, reference: doc.reference, size: doc.size });
      toast.success('Document Uploaded', { description: `${label}: ${file.name}` });
    } catch (error) {
      if (ac.signal.aborted) return;
      onChange({ status: 'error', fileName: file.name, message: UPLOAD_FAILED });
      toast.error('Upload Failed', { description: UPLOAD_FAILED });
      console.error('Document upload failed', error);
    }
  };

  const uploading = value.status === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: DOCUMENT_ACCEPT,
    maxSize: DOCUMENT_MAX_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || uploading,
    onDrop: (accepted, rejected) => {
      const file = accepted[0];
      if (file) {
        void start(file);
        return;
      }
      const rejection = rejected[0];
      if (rejection) {
        const message = rejectionMessage(rejection);
        onChange({ status: 'error', fileName: rejection.file.name, message });
        toast.error('Upload Failed', { description: message });
      }
    },
  });

  const statusId = `${id}-status`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-foreground/90">
          {label}
          {required ? (
            <span className="ml-0.5 text-gold" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ml-1.5 text-xs font-normal text-muted-foreground">(optional)</span>
          )}
        </label>
      </div>
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col gap-3 rounded-lg border border-dashed px-4 py-4 transition-colors sm:flex-row sm:items-center',
            isDragActive ? 'border-gold bg-gold/10' : 'border-border-strong bg-surface-raised/40',
            value.status === 'done' && 'border-solid border-success/40 bg-success/[0.06]',
            value.status === 'error' && 'border-solid border-destructive/50 bg-destructive/[0.06]',
          ),
        })}
      >
        <input {...getInputProps({ id, 'aria-describedby': statusId })} />
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full border',
            value.status === 'done'
              ? 'border-success/40 bg-success/10 text-success'
              : value.status === 'error'
                ? 'border-destructive/40 bg-destructive/10 text-destructive'
                : 'border-gold/40 bg-gold/10 text-gold',
          )}
        >
          {value.status === 'done' ? (
            <CheckCircle2 className="size-5" aria-hidden="true" />
          ) : value.status === 'error' ? (
            <AlertCircle className="size-5" aria-hidden="true" />
          ) : uploading ? (
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <FileUp className="size-5" aria-hidden="true" />
          )}
        </span>
        <div id={statusId} className="flex min-w-0 flex-1 flex-col gap-1.5" aria-live="polite">
          {value.status === 'idle' ? (
            <>
              <p className="text-sm text-foreground/90">
                {isDragActive ? 'Drop the file here' : 'Drag a file here or choose one'}
              </p>
              <p className="text-xs text-muted-foreground">{description ?? 'PDF, JPG or PNG up to 10 MB'}</p>
            </>
          ) : (
            <>
              <p className="truncate text-sm text-foreground">{value.fileName}</p>
              {value.status === 'uploading' ? (
                <>
                  <Progress value={Math.round(value.progress * 100)} aria-label={`Uploading ${label}`} />
                  <p className="text-xs text-muted-foreground">
                    Uploading… {Math.round(value.progress * 100)}%
                  </p>
                </>
              ) : value.status === 'done' ? (
                <p className="text-xs text-success">Uploaded · {formatSize(value.size)} · kept private</p>
              ) : (
                <p className="text-xs text-destructive">{value.message}</p>
              )}
            </>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="outline" size="sm" onClick={open} disabled={disabled || uploading}>
            {value.status === 'idle' ? 'Choose file' : value.status === 'error' ? 'Try again' : 'Replace'}
          </Button>
          {value.status === 'done' || value.status === 'error' ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              onClick={() => onChange(IDLE_DOCUMENT)}
              disabled={disabled}
              aria-label={`Remove ${label}`}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
