/*
 * Where a log line sits in the terminal, for search's next/previous. The terminal
 * is written line for line from the log, so counting logical lines (a soft-wrapped
 * line takes several rows) up from the cursor finds it, even after the terminal's
 * scrollback has dropped its oldest rows. Pure, over a row -> wrapped? reader.
 */

/**
 * The first row of the line `back` lines before the last one shown (0: the last).
 * `cursorRow` is the cursor's row; `midLine` says whether the last line is unfinished
 * (the cursor is on it) or complete (the cursor waits on the empty row below it).
 * Undefined when the line is not in the terminal any more, or not yet (`back` < 0).
 */
export function terminalRowOf(
  isWrapped: (row: number) => boolean,
  cursorRow: number,
  back: number,
  midLine: boolean,
): number | undefined {
  if (back < 0) return undefined
  let y = midLine ? cursorRow : cursorRow - 1
  for (let k = 0; y >= 0; k++) {
    while (y > 0 && isWrapped(y)) y--
    if (k === back) return y
    y--
  }
  return undefined
}
