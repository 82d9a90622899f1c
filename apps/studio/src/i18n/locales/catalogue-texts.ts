import type { catalogueEn } from './catalogue-en';

type Texts<T> = { [Key in keyof T]: T[Key] extends string ? string : Texts<T[Key]> };
/** The catalogue editor's texts: the English keys, with any text. */
export type CatalogueTexts = Texts<typeof catalogueEn>;
