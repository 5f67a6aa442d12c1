//! The game's sounds, made on the spot with the Web Audio API: a few oscillators
//! shaped by a gain envelope, so the page downloads no sound file and asks nothing of
//! any other site. A disc landing knocks; a win rises, a loss falls, a draw holds one
//! note. The browser lets a page's audio start only after a person has touched it,
//! and every sound here follows a move or a press, so the context is made at the first
//! press (or the first sound), not before.

use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// What is heard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A disc or a piece put down.
    Drop,
    Win,
    Loss,
    Draw,
}

/// One note: its pitch (gliding from the first to the second, in Hz), when it starts
/// after the cue (s), how long it sounds (s), its wave and its loudness (0 to 1).
struct Note(f64, f64, f64, f64, OscillatorType, f32);

/// The notes of each cue: a short low knock; C major rising; a minor fall; two
/// plain notes.
fn notes(cue: Cue) -> Vec<Note> {
    use OscillatorType::{Sine, Triangle};
    match cue {
        Cue::Drop => vec![Note(190.0, 90.0, 0.0, 0.09, Triangle, 0.35)],
        Cue::Win => [523.25, 659.25, 783.99, 1046.5]
            .iter()
            .enumerate()
            .map(|(at, &hz)| Note(hz, hz, at as f64 * 0.11, 0.22, Triangle, 0.22))
            .collect(),
        Cue::Loss => [392.0, 311.13, 261.63]
            .iter()
            .enumerate()
            .map(|(at, &hz)| Note(hz, hz * 0.97, at as f64 * 0.18, 0.3, Sine, 0.25))
            .collect(),
        Cue::Draw => vec![
            Note(440.0, 440.0, 0.0, 0.18, Sine, 0.2),
            Note(440.0, 440.0, 0.24, 0.25, Sine, 0.2),
        ],
    }
}

/// The page's sound: on or off (the switch), and the context once made.
#[derive(Default)]
pub struct Sound {
    pub on: bool,
    context: Option<AudioContext>,
}

impl Sound {
    pub fn new(on: bool) -> Sound {
        Sound { on, context: None }
    }

    /// Plays `cue` `after` seconds from now, if the sound is on.
    pub fn play(&mut self, cue: Cue, after: f64) {
        if !self.on {
            return;
        }
        let Some(context) = self.context() else {
            return;
        };
        let start = context.current_time() + after.max(0.0);
        for note in notes(cue) {
            // A note the browser refuses is left out; the others still sound.
            let _ = play_note(context, &note, start);
        }
    }

    /// Makes the audio context now, in a person's key press or touch: the browser
    /// lets it start at once then, and its making (which may take a moment) falls
    /// on the press rather than on the frame that first plays a sound.
    pub fn wake(&mut self) {
        if self.on {
            self.context();
        }
    }

    /// The audio context, made when first wanted and woken if the browser had it wait
    /// for a person's touch.
    fn context(&mut self) -> Option<&AudioContext> {
        if self.context.is_none() {
            self.context = AudioContext::new().ok();
        }
        let context = self.context.as_ref()?;
        if context.state() == AudioContextState::Suspended {
            let _ = context.resume();
        }
        Some(context)
    }
}

/// One note, scheduled at `start` plus its own offset: a quick rise, then a fall to
/// silence, so it neither clicks nor rings on.
fn play_note(context: &AudioContext, note: &Note, start: f64) -> Result<(), wasm_bindgen::JsValue> {
    let Note(from, to, offset, length, wave, peak) = *note;
    let (begin, end) = (start + offset, start + offset + length);
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(wave);
    let pitch = oscillator.frequency();
    pitch.set_value_at_time(from as f32, begin)?;
    pitch.exponential_ramp_to_value_at_time(to as f32, end)?;
    let gain = context.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0001, begin)?;
    level.exponential_ramp_to_value_at_time(peak, begin + 0.01)?;
    level.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(begin)?;
    oscillator.stop_with_when(end + 0.02)?;
    Ok(())
}
