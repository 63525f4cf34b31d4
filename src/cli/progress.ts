/** A one-line progress bar on stderr (a line per tenth when stderr is not a terminal). */
export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr): (done: number) => void {
  const width = 30;
  let lastTenth = -1;
  return (done: number) => {
    const fraction = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      const filled = Math.round(fraction * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`);
      if (done === total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${label} ${Math.round(fraction * 100)}% (${done}/${total})\n`);
    }
  };
}
