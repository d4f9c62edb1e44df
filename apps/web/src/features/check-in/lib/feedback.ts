import type { CheckInResult } from '@bilheteria/domain/check-in-contract';

/**
 * What the door hears and feels for each verdict, so staff need not read the screen: one short
 * high beep for 'Válido', two middle beeps for 'Já utilizado', one long low buzz for 'Inválido'.
 */
const TONES: Record<CheckInResult, { frequency: number; type: OscillatorType; beeps: number[] }> = {
  valido: { frequency: 1320, type: 'sine', beeps: [0.14] },
  ja_utilizado: { frequency: 660, type: 'square', beeps: [0.12, 0.12] },
  invalido: { frequency: 220, type: 'sawtooth', beeps: [0.45] },
};

const VIBRATIONS: Record<CheckInResult, number[]> = {
  valido: [80],
  ja_utilizado: [90, 80, 90],
  invalido: [400],
};

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    return audio;
  } catch {
    return null;
  }
}

/** Browsers start audio only after a gesture: the first key or tap on the page unlocks it. */
export function unlockAudio(): void {
  context();
}

export function signalVerdict(result: CheckInResult): void {
  try {
    navigator.vibrate?.(VIBRATIONS[result]);
  } catch {
    // Vibration is a bonus.
  }
  const ctx = context();
  if (!ctx) return;
  const tone = TONES[result];
  let at = ctx.currentTime;
  for (const length of tone.beeps) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + length);
    at += length + 0.08;
  }
}
