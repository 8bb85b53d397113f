import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ApiError, errorText } from '@client/lib/api.ts';
import { mapFieldErrors } from '@client/lib/form-errors.ts';
import { STOREFRONT_LIMITS } from '@shared/domain/storefront.ts';
import { photoVariantUrl } from '@shared/photos.ts';
import { type Storefront, storefrontPatchSchema } from '@shared/schemas/dealers.ts';
import { ExternalLink, ImageUp, Store } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStorefront, useUpdateStorefront, useUploadLogo } from '../api.ts';

const FIELDS = ['name', 'about', 'location', 'phone', 'website'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (s: Storefront): Values => ({
  name: s.name,
  about: s.about ?? '',
  location: s.location ?? '',
  phone: s.phone ?? '',
  website: s.website ?? '',
});

/**
 * The dashboard's Storefront tab (dealers only): the profile /dealer/:id shows, checked with the same
 * schema as the API, and the logo, uploaded through the photo pipeline.
 */
export default function StorefrontEditor({ dealerId }: { dealerId: string }) {
  const id = useId();
  const storefront = useStorefront(dealerId);
  const update = useUpdateStorefront(dealerId);
  const upload = useUploadLogo(dealerId);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (storefront.data && values === null) setValues(valuesOf(storefront.data));
  }, [storefront.data, values]);

  if (storefront.isPending || !values) {
    return (
      <LoadingStatus label="Loading storefront" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </LoadingStatus>
    );
  }
  if (storefront.isError) {
    return (
      <div className="rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
        <p className="font-display text-2xl text-foreground">Failed to load your storefront</p>
        <Button variant="outline" className="mt-5" onClick={() => void storefront.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const dealer = storefront.data;

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues({ ...values, [field]: e.target.value });
    setErrors({ ...errors, [field]: undefined });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = storefrontPatchSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        mapFieldErrors(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          FIELDS,
        ).fieldErrors,
      );
      return;
    }
    try {
      const saved = await update.mutateAsync(values);
      setValues(valuesOf(saved));
      toast.success('Storefront saved', { description: 'Visitors see the changes now.' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(mapFieldErrors(error.fieldErrors, FIELDS).fieldErrors);
      toast.error('Failed to save the storefront.', { description: errorText(error, '') || undefined });
    }
  };

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success('Logo updated');
    } catch (error) {
      toast.error('Failed to upload the logo.', { description: errorText(error, '') || undefined });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const text = (field: Exclude<Field, 'about'>, label: string, hint?: string, type = 'text') => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      error={errors[field]}
      hint={hint}
      required={field === 'name'}
    >
      <Input
        id={`${id}-${field}`}
        type={type}
        value={values[field]}
        maxLength={STOREFRONT_LIMITS[field]}
        onChange={set(field)}
        {...ariaFor(`${id}-${field}`, errors[field], Boolean(hint))}
      />
    </FormField>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="font-display text-3xl text-foreground">
            Your storefront
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your dealership's page, with all your live vehicles. Phone and website are shown to signed-in
            visitors only.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/dealer/${dealerId}`}>
            <ExternalLink aria-hidden="true" />
            View storefront
          </Link>
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-5">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-raised">
          {dealer.logoUrl ? (
            <img
              src={photoVariantUrl(dealer.logoUrl, 400, 'webp')}
              alt="Your logo"
              width={96}
              height={96}
              className="size-full object-contain"
            />
          ) : (
            <Store className="size-9 text-gold/70" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={fileInput}
            id={`${id}-logo`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => void onLogo(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : dealer.logoUrl ? 'Change logo' : 'Upload logo'}
          </Button>
          <p className="text-xs text-muted-foreground">JPG, PNG or WebP, up to 15 MB.</p>
        </div>
      </div>

      <form className="grid max-w-3xl gap-5 sm:grid-cols-2" noValidate onSubmit={save}>
        {text('name', 'Dealership name')}
        {text('location', 'Location', 'The town or area shown on your storefront')}
        <FormField
          id={`${id}-about`}
          label="About"
          error={errors.about}
          hint="Who you are, what you specialise in, opening hours"
          className="sm:col-span-2"
        >
          <Textarea
            id={`${id}-about`}
            rows={6}
            value={values.about}
            maxLength={STOREFRONT_LIMITS.about}
            onChange={set('about')}
            {...ariaFor(`${id}-about`, errors.about, true)}
          />
        </FormField>
        {text('phone', 'Phone', undefined, 'tel')}
        {text('website', 'Website', 'Starting with https://', 'url')}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save storefront'}
          </Button>
        </div>
      </form>
    </section>
  );
}
