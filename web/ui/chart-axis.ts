/*
 * Room for a chart's value axis: uPlot draws tick labels right-aligned inside a box of the axis's
 * `size`, so a fixed size cuts long labels from the left ('931.32 GiB' drawn as '31.32 GiB'). The size is the widest
 * label as measured in the axis's own font, plus the tick and the gap uPlot puts between tick and label.
 */

/** The axes' font, named here so the measuring uses exactly what uPlot draws with. */
export const AXIS_FONT = '12px system-ui, sans-serif'
export const AXIS_TICK = 10
export const AXIS_GAP = 5
/** a few pixels between the widest label and the chart's edge, so its first glyph is not flush with the border */
const EDGE = 4
/** no narrower than this, so charts of small numbers line up with each other */
const MIN_SIZE = 40

/** The axis size that fits every label; `labels` is null on uPlot's first layout pass, before ticks exist. */
export function axisSizeFor(labels: readonly string[] | null | undefined, measure: (text: string) => number): number {
  const widest = Math.max(0, ...(labels ?? []).map(measure))
  return Math.max(MIN_SIZE, Math.ceil(widest) + AXIS_TICK + AXIS_GAP + EDGE)
}

let measuring: CanvasRenderingContext2D | null | undefined
/** Width in CSS pixels of `text` in the axis font (a canvas of its own: uPlot's is scaled to device pixels). */
export function measureAxisLabel(text: string): number {
  measuring ??= document.createElement('canvas').getContext('2d')
  if (!measuring) return text.length * 8
  measuring.font = AXIS_FONT
  return measuring.measureText(text).width
}
