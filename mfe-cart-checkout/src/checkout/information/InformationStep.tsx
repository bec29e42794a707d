import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormLayout, FormSubmit, LoadError, LoadingArea, useApi, useApiData, useMarket } from '@axlebay/shared-lib';
import { AddressFields, addressInputOf, addressPart, addressValuesOf, fetchSavedAddresses } from '@axlebay/shared-lib/address';
import { useCheckout } from '../checkout-context';
import { informationFieldOf } from './information-values';
import { ContactSection } from './ContactSection';
import { SignInOffer } from './SignInOffer';
import type { InformationValues } from './information-values';
import { SavedAddressPicker, type AddressChoice } from './SavedAddressPicker';

const ADDRESSES_FAILED = 'Your saved addresses could not be loaded.';

/** /checkout/information: contact email and the shipping address (spec §3 Country configs, §5). */
export function InformationStep() {
  const api = useApi();
  const market = useMarket();
  const { draft, update, user, goTo, serverErrors, setServerErrors } = useCheckout();
  const saved = useApiData(user ? `addresses:${user.accountId}` : 'addresses:guest', () => (user ? fetchSavedAddresses(api, market) : Promise.resolve([])), ADDRESSES_FAILED);
  const addresses = user ? (saved.data ?? []) : [];
  const [picked, setPicked] = useState<AddressChoice | undefined>();
  const remembered = addresses.find((a) => a.id === draft.savedAddressId);
  const choice: AddressChoice = picked ?? (remembered ? remembered.id : draft.address || !addresses[0] ? 'new' : addresses[0].id);
  const chosen = addresses.find((a) => a.id === choice);

  const form = useForm<InformationValues>({
    defaultValues: { ...addressValuesOf(draft.address), email: draft.email ?? '', saveAddress: draft.saveAddress ?? false },
    shouldUnregister: true,
  });
  const { register, handleSubmit, setError, formState } = form;

  // Placement answered field errors of this step: show them at their fields (a saved address opens as a new one).
  const mine = serverErrors.filter((e) => informationFieldOf(e.field));
  useEffect(() => {
    if (mine.some((e) => informationFieldOf(e.field) !== 'email')) setPicked('new');
  }, [serverErrors]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    for (const e of mine) {
      const field = informationFieldOf(e.field);
      if (field && (field === 'email' || choice === 'new')) setError(field, { type: 'server', message: e.message });
    }
  }, [serverErrors, choice]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = handleSubmit((values) => {
    const address = chosen ? addressPart(chosen) : addressInputOf(values, market);
    update({
      email: user ? undefined : values.email.trim(),
      address,
      savedAddressId: chosen?.id,
      saveAddress: user !== undefined && !chosen && values.saveAddress,
    });
    setServerErrors(serverErrors.filter((e) => !informationFieldOf(e.field)));
    goTo('shipping');
  });

  if (user && saved.data === undefined && !saved.error) return <LoadingArea label="Loading your addresses" />;
  return (
    <>
      {!user && <SignInOffer />}
      <FormLayout onSubmit={submit} noValidate aria-label="Contact and shipping address">
        <ContactSection user={user} form={form} />
        <section aria-labelledby="address-heading">
          <h2 id="address-heading">Shipping address</h2>
          {saved.error && <LoadError message={ADDRESSES_FAILED} onRetry={saved.reload} />}
          {addresses.length > 0 && <SavedAddressPicker addresses={addresses} choice={choice} onChoose={setPicked} />}
          {choice === 'new' && (
            <>
              <AddressFields form={form} />
              {user && <CheckboxField label="Save this address to my account" {...register('saveAddress')} />}
            </>
          )}
        </section>
        <FormSubmit error={formState.errors.root?.server?.message} pending={false} label="Continue to shipping" pendingLabel="Continue to shipping" />
      </FormLayout>
    </>
  );
}
