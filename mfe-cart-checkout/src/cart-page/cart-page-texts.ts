import { vehicleLabel, type CurrentVehicle } from '@axlebay/shared-lib';
import type { CarModel } from '../cart/cart-api';

/** The cart page's texts. */
export const EMPTY_CART_TEXT = 'Your cart is empty';
/** Spec §9 promo text. */
export const ADD_ON_PROMO_TEXT = 'Instantly SAVE up to 60% on Add-on items below';
export const UNAVAILABLE_HEADING = 'Not available';
export const REMOVE_ALL_UNAVAILABLE_TEXT = 'Remove all unavailable items';
export const NOTHING_PURCHASABLE_TEXT = 'None of the items in your cart can be bought right now. Remove them or add items that are in stock to check out.';
export const CHECKOUT_TEXT = 'Checkout';
export const CHECKOUT_PATH = '/checkout/information';
export const REMOVED_TEXT = (title: string) => `${title} was removed from your cart.`;
export const UNDO_TEXT = 'Undo';
/** How long the undo bar stays after a removal. */
export const UNDO_MS = 6000;

/** Spec §4 Product status: why a line cannot be bought. */
const STATUS_REASONS: Readonly<Record<string, string>> = {
  OFF_SHELVES: 'No longer sold',
  DRAFT: 'Not on sale yet',
  SOLD_OUT: 'Sold out',
  UNDER_STOCK: 'Not enough in stock',
  DELETED: 'No longer in our catalog',
};

export function statusReason(status: string): string {
  return STATUS_REASONS[status] ?? 'Not available to buy right now';
}

/** The spec §4 NOT_FIT warning on a line, naming the current vehicle. */
export function notFitText(vehicle: Pick<CurrentVehicle, 'yearName' | 'makeName' | 'modelName'>): string {
  return `This part does not fit your ${vehicle.yearName} ${vehicle.makeName} ${vehicle.modelName}. Check the fitment before you buy.`;
}

export const carModelLabel = (car: CarModel) => [car.year, car.make, car.model].filter(Boolean).join(' ');

/** Whether a line's vehicle is another than the one the shopper shops for now (names compared). */
export function isOtherVehicle(car: CarModel | null | undefined, vehicle: CurrentVehicle | null | undefined): car is CarModel {
  if (!car) return false;
  if (!vehicle) return true;
  return carModelLabel(car).toLowerCase() !== vehicleLabel(vehicle).toLowerCase();
}

export const chosenForText = (car: CarModel) => `Chosen for your ${carModelLabel(car)}`;

export const freeShippingGapText = (amount: string) => `Add ${amount} more for free Standard Shipping`;
export const FREE_SHIPPING_REACHED_TEXT = 'Your order ships free with Standard Shipping';
