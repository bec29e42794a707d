import styled from '@emotion/styled';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  LoadError,
  SelectField,
  TextField,
  fieldRules,
  formatPostalCode,
  isPostalCodeComplete,
  mq,
  useApi,
  useApiData,
  useMarket,
  type Market,
  type PlaceDetail,
} from '@axlebay/shared-lib';
import { AddressSearch } from './AddressSearch';
import { addressLabels, type AddressValues } from './address-values';
import { fetchAreas } from './area-api';

const Pair = styled.div`
  display: grid;
  gap: 0 12px;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const AREAS_FAILED = 'The list of regions could not be loaded.';

/**
 * The address fields with the country's labels (spec §3 Country configs: State and ZIP code, or
 * Province/Territory and Postal code) and the spec §5 messages, the address search above them; the
 * state/province comes from the area dictionary of the country. `market` is the address's country
 * (default: the shop's market). The form may hold more fields than the address (`T extends AddressValues`).
 */
export function AddressFields<T extends AddressValues>({ form, market: country }: { form: UseFormReturn<T>; market?: Market }) {
  const api = useApi();
  const shopMarket = useMarket();
  const market = country ?? shopMarket;
  const labels = addressLabels(market);
  const areas = useApiData(`areas:${market.addressId}`, () => fetchAreas(api, market), AREAS_FAILED);
  // react-hook-form cannot narrow field paths of a generic T: the address fields are known to be in it.
  const { register, formState, setValue, setFocus, getValues } = form as unknown as UseFormReturn<AddressValues>;
  const { errors } = formState;
  // The select shows a restored or filled-in region only once its option exists.
  useEffect(() => {
    if (areas.data) setValue('state', getValues('state'));
  }, [areas.data, setValue, getValues]);

  const fill = (place: PlaceDetail) => {
    if (place.city) setValue('city', place.city, { shouldValidate: true, shouldDirty: true });
    if (place.state) setValue('state', place.state.toUpperCase(), { shouldValidate: true, shouldDirty: true });
    if (place.postalCode) {
      const complete = isPostalCodeComplete(market, place.postalCode);
      setValue('postalCode', formatPostalCode(market, place.postalCode), { shouldValidate: complete, shouldDirty: true });
      // A Canadian place names the first half of the code: the shopper completes it.
      if (!complete) setFocus('postalCode');
    }
  };

  return (
    <>
      <AddressSearch market={market} onPlace={fill} />
      <Pair>
        <TextField label={labels.firstName} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName', fieldRules.required(labels.firstName))} />
        <TextField label={labels.lastName} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName', fieldRules.required(labels.lastName))} />
      </Pair>
      <TextField label={labels.company} autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <TextField label={labels.address1} autoComplete="address-line1" error={errors.address1?.message} {...register('address1', fieldRules.required(labels.address1))} />
      <TextField label={labels.address2} autoComplete="address-line2" error={errors.address2?.message} {...register('address2')} />
      <TextField label={labels.city} autoComplete="address-level2" error={errors.city?.message} {...register('city', fieldRules.required(labels.city))} />
      <Pair>
        <SelectField
          label={labels.state}
          autoComplete="address-level1"
          placeholder={`Select ${labels.state}`}
          options={(areas.data ?? []).map((a) => ({ value: a.code, label: a.name }))}
          error={errors.state?.message}
          {...register('state', fieldRules.required(labels.state))}
        />
        <TextField
          label={labels.postalCode}
          autoComplete="postal-code"
          inputMode={market.code === 'US' ? 'numeric' : 'text'}
          error={errors.postalCode?.message}
          {...register('postalCode', fieldRules.postalCode(market))}
        />
      </Pair>
      {areas.error && <LoadError message={AREAS_FAILED} onRetry={areas.reload} />}
      <TextField label={labels.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone', fieldRules.phone(labels.phone))} />
    </>
  );
}
