import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@emotion/styled';
import {
  Button,
  CheckboxField,
  FormSubmit,
  MARKETS,
  SelectField,
  reportServerErrors,
  useApi,
  useMarket,
  type MarketCode,
  type SavedAddress,
} from '@axlebay/shared-lib';
import { ADDRESS_VALUE_FIELDS, AddressFields, addressInputOf, addressValuesOf, type AddressValues } from '@axlebay/shared-lib/address';
import { addAddress, editAddress, type AddressBody } from './address-book-api';
import { countryName } from './address-display';

interface AddressFormValues extends AddressValues {
  country: MarketCode;
  isDefault: boolean;
}

/** The fields the API may name in its errors, in the form's order (the first wrong one gets the focus). */
const FORM_FIELDS = ['country', ...ADDRESS_VALUE_FIELDS] as const;

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 560px;
  h3 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  h3:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/**
 * Adds or edits an address (spec §7 Addresses). The country chooses the labels and rules (spec §3:
 * State and ZIP code, or Province/Territory and Postal code); the API checks the address whole and its
 * field errors show at their fields, the first one focused.
 */
export function AddressForm({ address, firstAddress, onSaved, onCancel }: { address?: SavedAddress; firstAddress: boolean; onSaved: (saved: SavedAddress) => void; onCancel: () => void }) {
  const api = useApi();
  const shop = useMarket();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<AddressFormValues>({
    defaultValues: { ...addressValuesOf(address), country: address?.country ?? shop.code, isDefault: false },
  });
  const { register, handleSubmit, setError, setFocus, setValue, clearErrors, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const country = watch('country');
  const market = MARKETS[country] ?? shop;

  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    const body: AddressBody = { ...addressInputOf(values, market), company: values.company.trim(), address2: values.address2.trim() };
    try {
      onSaved(address ? await editAddress(api, address.id, body, values.isDefault) : await addAddress(api, body, values.isDefault));
    } catch (error) {
      reportServerErrors(error, FORM_FIELDS, setError, setFocus);
    }
  });

  const title = address ? 'Edit address' : 'Add an address';
  return (
    <Form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <SelectField
        label="Country"
        autoComplete="country"
        options={(['US', 'CA'] as const).map((code) => ({ value: code, label: countryName(code) }))}
        error={errors.country?.message}
        {...register('country', {
          // A region of the other country means nothing here: the shopper picks one of this country.
          onChange: () => {
            setValue('state', '');
            clearErrors(['state', 'postalCode']);
          },
        })}
      />
      <AddressFields form={form} market={market} />
      {firstAddress ? (
        <p>Your first address is your default address.</p>
      ) : (
        !address?.isDefault && <CheckboxField label="Make this my default address" {...register('isDefault')} />
      )}
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label={address ? 'Save changes' : 'Save address'} pendingLabel="Saving…" />
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
