/**
 * The editor's options, as the product fixes them (docs/decisions/photo-editor.md). Imported only by the lazy editor
 * module, with the library, so none of it reaches the app's entry chunk.
 */
import { TABS, TOOLS, type FilerobotImageEditorConfig } from 'react-filerobot-image-editor';
import { PRODUCT_NAME } from '@shared/constants';

export const EDITOR_TABS = [TABS.ADJUST, TABS.ANNOTATE, TABS.FILTERS, TABS.FINETUNE, TABS.RESIZE, TABS.WATERMARK];

/**
 * Crop presets: square 1:1, landscape 16:9, portrait 9:16, classic TV 4:3, cinemascope 21:9. The editor
 * already offers landscape 16:9 and portrait 9:16 (beside custom, original and ellipse), so only the
 * three it lacks are added; each title is a key, translated below without any network request.
 */
export const CROP_PRESETS = [
  { titleKey: 'square', descriptionKey: 'ratio1to1', ratio: 1 },
  { titleKey: 'classicTv', descriptionKey: 'ratio4to3', ratio: 4 / 3 },
  { titleKey: 'cinemascope', descriptionKey: 'ratio21to9', ratio: 21 / 9 },
];

/**
 * Local texts: with useBackendTranslations off the editor never fetches its translations (nor reports
 * missing ones) over the network; these name the added presets.
 */
export const EDITOR_TRANSLATIONS = {
  // With save choices the editor names its button 'Save as'; it is 'Save', and opens the two choices.
  saveAs: 'Save',
  square: 'Square',
  ratio1to1: '1:1',
  classicTv: 'Classic TV',
  ratio4to3: '4:3',
  cinemascope: 'Cinemascope',
  ratio21to9: '21:9',
};

export const MIN_CROP_PX = 14;
export const SAVING_PIXEL_RATIO = 2;

/** Everything but the image, the design state and the callbacks. */
export const EDITOR_OPTIONS = {
  tabsIds: EDITOR_TABS,
  defaultTabId: TABS.ADJUST,
  defaultToolId: TOOLS.BRIGHTNESS,
  Crop: { presetsItems: CROP_PRESETS, minWidth: MIN_CROP_PX, minHeight: MIN_CROP_PX },
  // The text watermark (and a new text) starts with the product's name.
  Text: { text: PRODUCT_NAME },
  Watermark: { gallery: [] },
  defaultSavedImageType: 'png',
  forceToPngInEllipticalCrop: true,
  savingPixelRatio: SAVING_PIXEL_RATIO,
  previewPixelRatio: typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  useBackendTranslations: false,
  translations: EDITOR_TRANSLATIONS,
  language: 'en',
  theme: { typography: { fontFamily: 'inherit' } },
  observePluginContainerSize: true,
  avoidChangesNotSavedAlertOnLeave: true,
} satisfies Partial<FilerobotImageEditorConfig>;
