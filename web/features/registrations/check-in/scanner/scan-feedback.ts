// A short tone and a buzz for each scan, so the door staff needn't look at the screen. Both are
// best effort: browsers without them, or that block sound before a tap, simply stay silent.

type Feedback = 'success' | 'repeat' | 'failure';

let audio: AudioContext | null = null;

function tone(frequencies: number[], seconds: number) {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    frequencies.forEach((frequency, i) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * seconds);
      gain.gain.exponentialRampToValueAtTime(0.18, start + i * seconds + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + (i + 1) * seconds);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(start + i * seconds);
      oscillator.stop(start + (i + 1) * seconds);
    });
  } catch {
    // no sound here
  }
}

export function signal(feedback: Feedback) {
  const patterns = { success: [70], repeat: [40, 60, 40], failure: [180] };
  navigator.vibrate?.(patterns[feedback]);
  if (feedback === 'success') tone([880, 1320], 0.09);
  else if (feedback === 'repeat') tone([660, 660], 0.08);
  else tone([220], 0.22);
}
