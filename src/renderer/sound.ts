/** A soft wooden "pachi" when a card is played, synthesized with Web Audio (no sound files to ship). */
let context: AudioContext | null = null;

export function playSound(_kind: 'card', volume: number): void {
  if (typeof AudioContext === 'undefined' || volume <= 0) return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const t = ctx.currentTime;
    const length = Math.floor(ctx.sampleRate * 0.06);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / length, 4);
    const noise = ctx.createBufferSource();
    noise.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 1800;
    band.Q.value = 1.4;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(Math.min(1, volume) * 0.9, t);
    gain.gain.exponentialRampToValueAtTime(0.001, t + 0.08);
    noise.connect(band).connect(gain).connect(ctx.destination);
    noise.start(t);
    noise.stop(t + 0.09);
  } catch {
    // Sound is a nicety; a browser refusing audio must not disturb the game.
  }
}
