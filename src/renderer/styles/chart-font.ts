/** The sans face for text drawn on canvases (the charts), which CSS variables do not reach: the app's own Japanese face included. */
export const CHART_FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Noto Sans JP Variable", sans-serif';
