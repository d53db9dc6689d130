import type { TFunction } from 'i18next'

/** The `t` of the e-commerce screens: the ecommerce namespace, then common (column and CSV factories take it). */
export type ShopT = TFunction<readonly ['ecommerce', 'common']>
