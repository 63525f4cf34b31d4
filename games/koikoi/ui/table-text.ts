/** The table's words, shared by the board and its parts: Koi-Koi's messages, the app's language, card names. */
import { useTableText as useHanafudaTableText } from '../../shared/hanafuda/ui/table-text';

export const useTableText = () => useHanafudaTableText('koikoi');
