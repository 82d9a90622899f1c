export { cardLink, type LinkableItem } from './model/card-link';
export {
  CatalogueViewerContext,
  isArtworkCensored,
  useArtworkCensored,
  useCatalogueViewer,
  type CatalogueViewer,
} from './model/catalogue-viewer';
