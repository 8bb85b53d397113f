import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { labelOf } from '@client/features/listings/index.ts';
import { PriceHint } from '@client/features/market/index.ts';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  LISTING_FORM_CURRENCIES,
  MAKES,
  REGIONS,
} from '@shared/constants.ts';
import { maxListingYear } from '@shared/domain/listing.ts';
import type { ListingCreateInput } from '@shared/schemas/listings.ts';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { addFeature, type ListingFormField, type ListingFormValues, removeFeature } from '../listing-form.ts';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingCreateInput>;

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5">
      <legend className="mb-4 eyebrow">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field of the listing form (spec section 2), labelled, each with its message underneath. Used by the
 * dashboard editor and by /list-car's vehicle step.
 */
export function ListingFormFields({
  form,
  idPrefix,
  requiredMarks = true,
}: {
  form: ListingForm;
  idPrefix: string;
  requiredMarks?: boolean;
}) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const err = (name: ListingFormField) => errors[name]?.message as string | undefined;
  const fid = (name: ListingFormField) => `${idPrefix}-${name}`;
  const currency = watch('currency');
  const onRequest = watch('priceOnRequest');
  const currencies = (LISTING_FORM_CURRENCIES as readonly string[]).includes(currency)
    ? LISTING_FORM_CURRENCIES
    : [...LISTING_FORM_CURRENCIES, currency].filter(Boolean);

  const text = (name: ListingFormField, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField id={fid(name)} label={label} error={err(name)}>
      <Input id={fid(name)} {...ariaFor(fid(name), err(name))} {...props} {...register(name)} />
    </FormField>
  );

  return (
    <div className="flex flex-col gap-9">
      <FieldGroup title="Vehicle">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={fid('make')} label="Make" error={err('make')} required={requiredMarks}>
            <NativeSelect id={fid('make')} {...ariaFor(fid('make'), err('make'))} {...register('make')}>
              <option value="">Select a make</option>
              {MAKES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fid('model')} label="Model" error={err('model')} required={requiredMarks}>
            <Input
              id={fid('model')}
              placeholder="e.g. 911 GT3 RS"
              {...ariaFor(fid('model'), err('model'))}
              {...register('model')}
            />
          </FormField>
          <FormField id={fid('year')} label="Year" error={err('year')} required={requiredMarks}>
            <Input
              id={fid('year')}
              type="number"
              inputMode="numeric"
              min={1900}
              max={maxListingYear()}
              step={1}
              {...ariaFor(fid('year'), err('year'))}
              {...register('year')}
            />
          </FormField>
          <FormField
            id={fid('condition')}
            label="Condition"
            error={err('condition')}
            required={requiredMarks}
          >
            <NativeSelect
              id={fid('condition')}
              {...ariaFor(fid('condition'), err('condition'))}
              {...register('condition')}
            >
              <option value="">Select a condition</option>
              {CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {labelOf(c)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fid('mileage')} label="Mileage" error={err('mileage')}>
            <Input
              id={fid('mileage')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...ariaFor(fid('mileage'), err('mileage'))}
              {...register('mileage')}
            />
          </FormField>
          <FormField id={fid('mileageUnit')} label="Mileage in" error={err('mileageUnit')}>
            <NativeSelect
              id={fid('mileageUnit')}
              {...ariaFor(fid('mileageUnit'), err('mileageUnit'))}
              {...register('mileageUnit')}
            >
              <option value="mi">Miles</option>
              <option value="km">Kilometres</option>
            </NativeSelect>
          </FormField>
          <FormField id={fid('vin')} label="VIN" error={err('vin')} hint="17-digit VIN">
            <Input
              id={fid('vin')}
              maxLength={17}
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono tracking-wider uppercase"
              {...ariaFor(fid('vin'), err('vin'), true)}
              {...register('vin')}
            />
          </FormField>
        </div>
      </FieldGroup>

      <FieldGroup title="Price and location">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2.5">
            <FormField id={fid('price')} label="Price" error={err('price')} required={requiredMarks}>
              <Input
                id={fid('price')}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                disabled={onRequest}
                placeholder={onRequest ? 'Price on request' : undefined}
                {...ariaFor(fid('price'), err('price'))}
                {...register('price')}
              />
            </FormField>
            <label
              htmlFor={fid('priceOnRequest')}
              className="flex cursor-pointer items-center gap-2.5 text-sm"
            >
              <input
                id={fid('priceOnRequest')}
                type="checkbox"
                className="size-4 accent-[var(--color-gold)]"
                {...register('priceOnRequest')}
              />
              Price on request
              <span className="text-xs text-muted-foreground">(no price shown; buyers ask you)</span>
            </label>
          </div>
          <FormField id={fid('currency')} label="Currency" error={err('currency')}>
            <NativeSelect
              id={fid('currency')}
              {...ariaFor(fid('currency'), err('currency'))}
              {...register('currency')}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="sm:col-span-2">
            <PriceHint
              make={watch('make')}
              model={watch('model')}
              year={watch('year')}
              price={onRequest ? '' : watch('price')}
              currency={currency}
              mileage={watch('mileage')}
              mileageUnit={watch('mileageUnit')}
            />
          </div>
          <FormField id={fid('location')} label="Location" error={err('location')} required={requiredMarks}>
            <Input
              id={fid('location')}
              placeholder="City, Country"
              autoComplete="address-level2"
              {...ariaFor(fid('location'), err('location'))}
              {...register('location')}
            />
          </FormField>
          <FormField id={fid('region')} label="Region" error={err('region')} required={requiredMarks}>
            <NativeSelect
              id={fid('region')}
              {...ariaFor(fid('region'), err('region'))}
              {...register('region')}
            >
              <option value="">Select a region</option>
              {REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </FieldGroup>

      <FieldGroup title="Specifications">
        <div className="grid gap-5 sm:grid-cols-2">
          {text('engine', 'Engine', { placeholder: 'e.g. 4.0L flat-six' })}
          <FormField id={fid('transmission')} label="Transmission" error={err('transmission')}>
            <Input
              id={fid('transmission')}
              list={`${fid('transmission')}-options`}
              placeholder="e.g. 7-speed PDK"
              {...ariaFor(fid('transmission'), err('transmission'))}
              {...register('transmission')}
            />
            <datalist id={`${fid('transmission')}-options`}>
              <option value="Automatic" />
              <option value="Manual" />
              <option value="Dual-clutch" />
              <option value="Single-speed" />
            </datalist>
          </FormField>
          <FormField id={fid('fuelType')} label="Fuel Type" error={err('fuelType')}>
            <NativeSelect
              id={fid('fuelType')}
              {...ariaFor(fid('fuelType'), err('fuelType'))}
              {...register('fuelType')}
            >
              <option value="">Not specified</option>
              {FUEL_TYPES.map((f) => (
                <option key={f} value={f}>
                  {labelOf(f)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fid('bodyType')} label="Body Type" error={err('bodyType')}>
            <NativeSelect
              id={fid('bodyType')}
              {...ariaFor(fid('bodyType'), err('bodyType'))}
              {...register('bodyType')}
            >
              <option value="">Not specified</option>
              {BODY_TYPES.map((b) => (
                <option key={b} value={b}>
                  {labelOf(b)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {text('exteriorColor', 'Exterior Color', { placeholder: 'e.g. GT Silver' })}
          {text('interiorColor', 'Interior Color', { placeholder: 'e.g. Black leather' })}
        </div>
      </FieldGroup>

      <FieldGroup title="Description and features">
        <FormField id={fid('description')} label="Description" error={err('description')}>
          <Textarea
            id={fid('description')}
            rows={5}
            placeholder="History, service records, options, anything a buyer should know"
            {...ariaFor(fid('description'), err('description'))}
            {...register('description')}
          />
        </FormField>
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <FeaturesInput
              id={fid('features')}
              value={field.value}
              onChange={field.onChange}
              error={err('features')}
            />
          )}
        />
      </FieldGroup>
    </div>
  );
}

/** Features: Enter or the Add button adds one (trimmed, no duplicates, empty ignored); chips remove. */
export function FeaturesInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const commit = () => {
    const next = addFeature(value, draft);
    if (next !== value) onChange(next);
    setDraft('');
  };
  return (
    <FormField id={id} label="Features" error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="e.g. Carbon ceramic brakes"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          {...ariaFor(id, error, true)}
        />
        <Button type="button" variant="outline" onClick={commit} aria-label="Add feature">
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {error ? null : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Press Enter or Add after each feature
        </p>
      )}
      {value.length > 0 ? (
        <ul id={listId} aria-label="Feature list" className="flex flex-wrap gap-2 pt-1">
          {value.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full border border-gold/35 bg-gold/10 py-1 pr-1 pl-3 text-sm text-foreground"
            >
              {feature}
              <button
                type="button"
                onClick={() => onChange(removeFeature(value, feature))}
                aria-label={`Remove feature ${feature}`}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-black/30 hover:text-foreground"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}
