import type { DatasetSize } from '../../config/config';
import { BRANDS, brandRows, type BrandDef, type BrandRow } from './brands';
import { generateBundles, type BundleCandidate, type BundleRow } from './bundles';
import { categoryRows, type CategoryRow, type LeafRef } from './category-tree';
import { COLLECTIONS, collectionFor, type CollectionRow } from './collections';
import { generateFitments, type GeneratedFitment } from './fitments';
import { hotWordRows } from './hot-words';
import { generateImages, type MediaEntry } from './images';
import {
  barCodeOf,
  campaignMarkOf,
  colorOf,
  detailContentOf,
  installationOf,
  itemCustomsOf,
  itemDecorateOf,
  logisticsListOf,
  partNumberCustomsOf,
  skuCustomsOf,
  specialNoteOf,
  subTitleOf,
  warrantyOf,
  type LabelValue,
} from './item-content';
import { discountFlavourOf, generatePrices } from './prices';
import { chance, intBetween, pick, rngFor, WeightedTable } from './random';
import { averageRating, generateReviews, type GeneratedReview } from './reviews';
import { SearchWordCounter } from './search-words';
import { ITEM_COUNTS } from './sizes';
import { LISTED_STATUSES, generateStatuses, type ItemStatus } from './statuses';
import { TaxonomyIndex, type TaxonomySnapshot } from './taxonomy';
import { universalTitle, urlHandleOf, vehicleTitle, yearRange } from './titles';

export const ITEM_ID_BASE = 1_000_000;
const SKU_ID_BASE = 20_000_000;
const FIRST_ITEM_DAY = Date.UTC(2023, 0, 1);

export interface GeneratedItem {
  id: number;
  urlHandle: string;
  title: string;
  subTitle: string;
  detailContent: string;
  installation: string;
  warranty: string;
  country: string;
  location: string;
  quantity: number;
  inKind: string;
  vehicleUniversal: boolean;
  alt: string;
  specialNote: string;
  brandId: number;
  categoryId: number;
  collectionId: number | null;
  itemCondition: string;
  itemCustoms: LabelValue[];
  itemImages: MediaEntry[];
  additionalVideos: MediaEntry[];
  additionalVideoCoverUrl: string;
  status: ItemStatus;
  usStatus: ItemStatus;
  caStatus: ItemStatus;
  usOriginalPrice: number;
  usDiscountPrice: number;
  caOriginalPrice: number;
  caDiscountPrice: number;
  skuId: number;
  availableTotal: number;
  aces: boolean;
  barCode: string;
  color: string;
  partNumber: string;
  partNumberCustoms: LabelValue[];
  skuCustoms: LabelValue[];
  campaignMark: string;
  itemDecorate: object | null;
  logisticsList: object[];
  seo: Record<string, unknown>;
  ratingValue: number;
  reviewCount: number;
  sales: number;
  createdAt: Date;
  fitments: GeneratedFitment[];
  reviews: GeneratedReview[];
  /** "2014-2018 Toyota Corolla" (the vehicle in the title), '' for universal parts. Not a column. */
  vehicleLabel: string;
}

export interface CatalogOptions {
  size: DatasetSize;
  seed: number;
  publicUrl: string;
  /** Overrides the size's item count (tests). */
  itemCount?: number;
}

export interface GeneratedCatalog {
  categories: CategoryRow[];
  brands: BrandRow[];
  collections: readonly CollectionRow[];
  hotWords: { word: string; rank: number }[];
  itemCount: number;
  /** A fresh pass over the items each call (streamed: a large catalog never sits in memory). */
  items(): Generator<GeneratedItem>;
}

/** The seeded catalog against a vehicle taxonomy: the same seed and taxonomy give the same rows. */
export function generateCatalog(taxonomy: TaxonomySnapshot, options: CatalogOptions): GeneratedCatalog {
  const { rows: categories, leaves } = categoryRows(options.publicUrl);
  const brands = brandRows(options.publicUrl);
  const index = new TaxonomyIndex(taxonomy);
  const itemCount = options.itemCount ?? ITEM_COUNTS[options.size];
  return {
    categories,
    brands,
    collections: COLLECTIONS,
    hotWords: hotWordRows(),
    itemCount,
    items: () => generateItems(index, leaves, options.seed, options.publicUrl, itemCount),
  };
}

function* generateItems(index: TaxonomyIndex, leaves: LeafRef[], seed: number, publicUrl: string, count: number): Generator<GeneratedItem> {
  const leafTable = new WeightedTable(leaves, (l) => l.leaf.weight);
  const brandsByDepartment = new Map<string, { brand: BrandDef; id: number }[]>();
  BRANDS.forEach((brand, i) => {
    for (const handle of brand.departments) {
      const list = brandsByDepartment.get(handle) ?? [];
      list.push({ brand, id: i + 1 });
      brandsByDepartment.set(handle, list);
    }
  });
  let nextReviewId = 1;
  for (let n = 0; n < count; n++) {
    // One stream per item: an item does not change when the generator of another one does.
    const rng = rngFor(seed, n);
    const { id: categoryId, leaf, department } = leafTable.pick(rng);
    const { brand, id: brandId } = pick(rng, brandsByDepartment.get(department.handle)!);
    const template = pick(rng, leaf.parts);
    const variant = pick(rng, leaf.variants);
    const id = ITEM_ID_BASE + n + 1;
    const partNumber = `${brand.code}-${partCode(leaf.handle)}${100000 + n}`;
    const universal = chance(rng, leaf.universalShare);

    let title: string;
    let vehicleText: string;
    let reviewVehicle: string;
    let fitments: GeneratedFitment[] = [];
    if (universal) {
      title = universalTitle(template.name, variant, department.handle === 'tools-garage');
      vehicleText = 'most cars, trucks and SUVs';
      reviewVehicle = pick(rng, ['car', 'truck', 'SUV']);
    } else {
      const plan = generateFitments(rng, index, leaf, template.location);
      fitments = plan.rows;
      const make = index.makeName(plan.primary.model.makeId);
      title = vehicleTitle(plan.primary.yearFrom, plan.primary.yearTo, make, plan.primary.model.name, template.name, variant);
      vehicleText = `${yearRange(plan.primary.yearFrom, plan.primary.yearTo)} ${make} ${plan.primary.model.name}`;
      reviewVehicle = `${intBetween(rng, plan.primary.yearFrom, plan.primary.yearTo)} ${plan.primary.model.name}`;
    }

    const prices = generatePrices(rng, leaf.price, discountFlavourOf(department.handle));
    const statuses = generateStatuses(rng);
    const campaignMark = campaignMarkOf(rng);
    const reviews = statuses.status === 'DRAFT' ? [] : generateReviews(rng, id, nextReviewId, reviewVehicle, partKindOf(leaf.name));
    nextReviewId += reviews.length;
    const color = colorOf(variant);
    const urlHandle = urlHandleOf(title, partNumber);
    const itemCustoms = itemCustomsOf(rng, leaf, template);
    const displacements = [...new Set(fitments.flatMap((f) => /(\d+\.\d)\s?L/i.exec(f.engine ?? '')?.[1] ?? []))].map((d) => `${d}L`);

    yield {
      id,
      urlHandle,
      title,
      subTitle: subTitleOf(brand.name, leaf),
      detailContent: detailContentOf(title, brand.name, leaf, template, vehicleText, itemCustoms),
      installation: installationOf(rng),
      warranty: warrantyOf(rng),
      country: brand.country,
      location: template.location,
      quantity: template.quantity,
      inKind: template.inKind,
      vehicleUniversal: universal,
      alt: `${brand.name} ${title}`,
      specialNote: specialNoteOf(rng),
      brandId,
      categoryId,
      collectionId: collectionFor({ leafHandle: leaf.handle, title, discountPercent: prices.discountPercent, campaignMark, availableTotal: statuses.availableTotal }),
      itemCondition: ['alternators', 'starters', 'brake-calipers'].includes(leaf.handle) && chance(rng, 0.5) ? 'Remanufactured' : 'New',
      itemCustoms,
      itemImages: generateImages(rng, id, publicUrl),
      // No made-up videos: nothing here can make or host one (see images.ts).
      additionalVideos: [],
      additionalVideoCoverUrl: '',
      ...statuses,
      usOriginalPrice: prices.usOriginalPrice,
      usDiscountPrice: prices.usDiscountPrice,
      caOriginalPrice: prices.caOriginalPrice,
      caDiscountPrice: prices.caDiscountPrice,
      skuId: SKU_ID_BASE + n + 1,
      aces: !universal,
      barCode: barCodeOf(n),
      color,
      partNumber,
      partNumberCustoms: partNumberCustomsOf(rng),
      skuCustoms: skuCustomsOf(template, color),
      campaignMark,
      itemDecorate: itemDecorateOf(rng, id, leaf),
      logisticsList: logisticsListOf(rng, prices.usOriginalPrice >= 30000),
      seo: {
        id,
        targetId: id,
        type: 'ITEM',
        title: `${title} | ${brand.name}`,
        description: `Buy the ${brand.name} ${title}. ${leaf.tagline}. Fast shipping, 90-day returns and 24/7 support.`,
        urlHandle,
        isPrimary: true,
        active: true,
        displacements,
      },
      ratingValue: averageRating(reviews),
      reviewCount: reviews.length,
      sales: reviews.length * intBetween(rng, 8, 40) + intBetween(rng, 0, 60),
      createdAt: new Date(FIRST_ITEM_DAY + Math.floor(rng() * 1000) * 86_400_000),
      fitments,
      reviews,
      vehicleLabel: universal ? '' : vehicleText,
    };
  }
}

/** "tail-lights" → "TL", "headlights" → "HE". */
function partCode(handle: string): string {
  const words = handle.split('-');
  return (words.length > 1 ? words.map((w) => w[0]).join('') : handle.slice(0, 2)).toUpperCase();
}

/** What the bundle generator and the word list need of an item, collected while the items stream by. */
export class CatalogExtras {
  private readonly candidates: BundleCandidate[] = [];
  private readonly categoryById: Map<number, CategoryRow>;
  private readonly ratingSums = new Map<number, { count: number; total: number }>();
  readonly words = new SearchWordCounter();

  constructor(
    catalog: Pick<GeneratedCatalog, 'categories' | 'brands'>,
    private readonly seed: number,
  ) {
    this.categoryById = new Map(catalog.categories.map((c) => [c.id, c]));
    for (const c of catalog.categories) this.words.add(c.name);
    for (const b of catalog.brands) this.words.add(b.name);
  }

  add(item: GeneratedItem) {
    const leaf = this.categoryById.get(item.categoryId)!;
    if (LISTED_STATUSES.includes(item.usStatus) || LISTED_STATUSES.includes(item.caStatus)) {
      this.words.add(item.title);
      for (const categoryId of [leaf.id, leaf.parentId ?? leaf.id]) {
        const sums = this.ratingSums.get(categoryId) ?? { count: 0, total: 0 };
        sums.count += item.reviewCount;
        sums.total += item.ratingValue * item.reviewCount;
        this.ratingSums.set(categoryId, sums);
      }
    }
    const primary = item.fitments[0];
    this.candidates.push({
      id: item.id,
      leafHandle: leaf.urlHandle,
      leafName: leaf.name,
      primaryModelId: primary ? primary.modelId : null,
      vehicleLabel: item.vehicleLabel,
      purchasable: item.usStatus === 'ON_SHELVES' && item.caStatus === 'ON_SHELVES',
    });
  }

  /** Per category (leaves and departments): reviews of its listed items and their average rating. */
  categoryRatings(): Map<number, { reviewCount: number; ratingValue: number }> {
    return new Map(
      [...this.ratingSums].map(([id, { count, total }]) => [id, { reviewCount: count, ratingValue: count ? Math.round((total / count) * 10) / 10 : 0 }]),
    );
  }

  bundles(): BundleRow[] {
    return generateBundles(this.candidates, this.seed, Math.ceil(this.candidates.length / 25));
  }
}

/** "LED Light Bars" → "LED light bars": the category as a reviewer writes it. */
function partKindOf(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
