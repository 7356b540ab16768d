/** The catalog's totals: the admin dashboard's cards and the public pages' true figures. */
export interface CatalogStats {
  games: number;
  plays: number;
  /** Mean rating over games rated above 0 (docs/product.md §9), or null when there are none. */
  averageRating: number | null;
}
