import type { ApiClient, ReviewView } from '@axlebay/shared-lib';

/** The catalog API paths the home, product and reviews pages call (spec §7 "Items and search"). */
export const ITEM_DETAIL_API = '/item/public/buyer/item/detail';
export const REVIEW_LIST_API = '/item/public/buyer/item/review/list';
export const RECOMMEND_API = '/search-pro/public/recommend/scene/items';
export const FILTER_SEARCH_API = '/search-pro/public/items/filter-search';
export const CATEGORY_TREE_API = '/item/public/buyer/collection/tree/list';

/** A price as the API answers it (spec §3 Price: cent, currency, precision 2). */
export interface ApiPrice {
  cent: number;
  currency?: string;
  precision?: number;
}

/** Spec §3 itemImages / additionalVideos entry; `size` is "WxH" (spec §5 image rule). */
export interface ApiMedia {
  url: string;
  size?: string | null;
  index?: number;
  isMain?: boolean;
  mediaType?: 'IMAGE' | 'VIDEO' | string;
  title?: string;
  description?: string;
}

export interface ApiBrand {
  id: number;
  name: string;
  urlHandle: string;
  logoUrl?: string;
}

/** An item of a list answer (filter-search, recommend scenes). `mainImage` is the first image entry. */
export interface ApiItemSummary {
  id: number;
  title: string;
  urlHandle: string;
  brand: ApiBrand | null;
  mainImage: ApiMedia | string | null;
  discountPrice: ApiPrice;
  originalPrice: ApiPrice;
  currency: string;
  status: string;
  availableTotal?: number;
  ratingValue: number;
  reviewCount: number;
  vehicleUniversal: boolean;
  partNumber: string;
  skuId?: number;
}

export interface LabelValue {
  label: string;
  value: string;
}

/** A shipping plan of the item (spec §3 logisticsList; names include "Standard Shipping", §9). */
export interface LogisticsPlan {
  code?: string;
  name?: string;
  minDays?: number;
  maxDays?: number;
  free?: boolean;
  /** What the plan costs for this part alone (0 when free). */
  priceCent?: number;
}

/** Spec §3 reviewInfo (field names as the spec spells them: bastRating, retingValue). */
export interface ReviewInfo {
  bastRating?: number;
  name?: string;
  retingValue?: number | null;
  reviewCount?: number;
  collectionReviewCount?: number;
  collectionRatingValue?: number;
}

/** `GET /item/public/buyer/item/detail?urlHandle=`: every spec §3 Product field, in the shop's currency. */
export interface ItemDetail {
  id: number;
  title: string;
  subTitle?: string;
  detailContent?: string;
  installation?: string;
  warranty?: string;
  country?: string;
  location?: string;
  quantity?: number;
  inKind?: string;
  vehicleUniversal: boolean;
  alt?: string;
  specialNote?: string;
  brand: ApiBrand | null;
  itemCondition?: string;
  itemCustoms?: LabelValue[];
  itemImages?: ApiMedia[];
  additionalVideos?: ApiMedia[];
  additionalVideoCoverUrl?: string;
  status: string;
  usStatus?: string;
  caStatus?: string;
  seo?: { title?: string; description?: string; urlHandle?: string } | null;
  discountPrice: ApiPrice;
  originalPrice: ApiPrice;
  reviewInfo?: ReviewInfo;
  skuId: number;
  availableTotal?: number;
  barCode?: string;
  color?: string;
  currency?: string;
  itemDecorate?: { content?: string; entityType?: string; id?: number; templateId?: number; hasBlank?: boolean } | null;
  logisticsList?: LogisticsPlan[];
  /** The order total from which Standard Shipping is free (the cart and checkout apply it). */
  freeShippingThreshold?: ApiPrice;
  partNumber: string;
  partNumberCustoms?: LabelValue[];
  skuCustoms?: LabelValue[];
  campaignMark?: string;
  ratingValue?: number;
  reviewCount?: number;
  urlHandle: string;
  breadcrumb?: Array<{ name: string; link: string; disabled?: boolean }>;
}

/** A review as the lists show it (shared-lib contract: plain-text title and body, verified purchase, photos). */
export type Review = ReviewView;

/** `GET /item/public/buyer/item/review/list?itemId=&page=&size=`: newest first, with the star distribution. */
export interface ReviewPage {
  itemId: number;
  list: Review[];
  total: number;
  page: number;
  size: number;
  /** Average of all the item's reviews; 0 when it has none. */
  ratingValue: number;
  distribution: Record<string, number>;
}

export interface CategoryNode {
  id: number;
  name: string;
  urlHandle: string;
  level: number;
  sort: number;
  imageUrl?: string;
  children: CategoryNode[];
}

/** Recommendation scenes of the API (spec §7 `POST /search-pro/public/recommend/scene/items?scene=`). */
export type Scene = 'HOME_TOP_DEALS' | 'HOME_RECOMMEND' | 'PRODUCT_RELATED' | 'CART_ADD_ON';

/** A vehicle's attribute value id as the API wants it (a positive integer), or undefined. */
export function vehicleId(attributeValueId: string | undefined | null): number | undefined {
  return attributeValueId && /^\d{1,10}$/.test(attributeValueId) && Number(attributeValueId) > 0 ? Number(attributeValueId) : undefined;
}

/** Items of a recommendation scene: purchasable only, fitting the vehicle when one is given. */
export async function loadScene(api: ApiClient, scene: Scene, options: { attributeValueId?: number; itemId?: number; size: number }): Promise<ApiItemSummary[]> {
  const body: Record<string, number> = { size: options.size };
  if (options.attributeValueId !== undefined) body.attributeValueId = options.attributeValueId;
  if (options.itemId !== undefined) body.itemId = options.itemId;
  const answer = await api.post<{ scene: string; list: ApiItemSummary[] }>(`${RECOMMEND_API}?scene=${scene}`, body);
  return answer.list;
}
