import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddToCartInput, CartLine, CurrentVehicle } from '@axlebay/shared-lib';
import type { CarModel } from '../cart/cart-api';
import type { CartStoreImpl } from '../cart/cart-store';
import { UNDO_MS } from './cart-page-texts';

/** The vehicle a line was chosen for, as `add` takes it (it becomes the same carModel again). */
function vehicleOf(car: CarModel): CurrentVehicle {
  return {
    year: car.yearId ?? '',
    yearName: car.year,
    make: car.makeId ?? '',
    makeName: car.make,
    model: car.modelId ?? '',
    modelName: car.model,
    attributeValueId: car.modelId ?? '',
  };
}

/** What re-adds a removed line: same item, sku, type, bundle, count and vehicle. */
export function restoreInput(line: CartLine): AddToCartInput {
  return {
    itemId: line.itemId,
    skuId: line.skuId,
    count: line.itemCount,
    itemType: line.itemType,
    ...(line.bundleId != null ? { bundleId: line.bundleId } : {}),
    ...(line.carModel ? { vehicle: vehicleOf(line.carModel) } : {}),
  };
}

/**
 * Remove with Undo: the line goes at once (DELETE through the store, so `cart.updated` follows);
 * for UNDO_MS an Undo puts it back with the same count (the store's `add` from an absent line sends
 * that count as the absolute one).
 */
export function useUndoRemove(store: CartStoreImpl | undefined) {
  const [removed, setRemoved] = useState<CartLine>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    setRemoved(undefined);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const remove = useCallback(
    async (line: CartLine) => {
      if (!store) return;
      const change = await store.remove(line);
      if (!change.ok) return;
      clearTimeout(timer.current);
      setRemoved(line);
      timer.current = setTimeout(() => setRemoved(undefined), UNDO_MS);
    },
    [store],
  );

  const undo = useCallback(async () => {
    if (!store || !removed) return;
    forget();
    await store.add(restoreInput(removed));
  }, [store, removed, forget]);

  return { removed, remove, undo, dismiss: forget };
}
