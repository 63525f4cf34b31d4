/**
 * The hanafuda deck drawn in SVG: the card component, the markup generator and the card names.
 *   import { HanafudaCard, cardName, cardSvg } from '../ui/cards';
 */
export { default as HanafudaCard } from './HanafudaCard.vue';
export { cardSvg, cardDataUrl, hasFace, prepareDeck, type CardSvgOptions } from './deck';
export {
  CARD_IDS,
  KIND_NAMES,
  MONTH_NAMES,
  MONTH_SHORT,
  PLANT_NAMES,
  RIBBON_NAMES,
  cardInfo,
  cardName,
  cardShortLabel,
  isCardId,
  type CardId,
  type CardInfo,
  type CardKind,
  type Lang,
  type RibbonKind,
} from '../../cards';
export { CARD_WIDTH, CARD_HEIGHT } from './frame';
