//! The canvas the page paints its board on, under ratzilla's grid of text (which
//! leaves the board's cells blank and see-through): laid over the grid each frame (a
//! resize or a new font moves it), at the screen's pixel density, cleared, and lent to
//! the game's painter in the grid's own units, cells.

use crate::board::colours::Rgb;
use crate::play::input::Grid;
use ratatui::layout::Rect;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The canvas in `index.html`.
const CANVAS: &str = "board";

pub struct BoardCanvas {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    /// The backing store's size and the CSS box last set, to touch the DOM only on a
    /// change.
    placed: (u32, u32, String),
    /// The spots last published for tests and tools (`data-spots`).
    spots: String,
    /// Whether the board is faded behind a box.
    boxed: bool,
}

/// One frame's drawing: the context, scaled so that one unit is one CSS pixel, and
/// the size of a cell of the grid.
pub struct Painter<'a> {
    pub context: &'a CanvasRenderingContext2d,
    pub cell_width: f64,
    pub cell_height: f64,
}

impl Painter<'_> {
    /// Pixels of `x` cells across.
    pub fn x(&self, cells: f64) -> f64 {
        cells * self.cell_width
    }

    /// Pixels of `y` cells down.
    pub fn y(&self, cells: f64) -> f64 {
        cells * self.cell_height
    }

    /// A filled circle.
    pub fn disc(&self, x: f64, y: f64, radius: f64, fill: &str) {
        self.context.begin_path();
        let _ = self
            .context
            .arc(x, y, radius.max(0.0), 0.0, std::f64::consts::TAU);
        self.context.set_fill_style_str(fill);
        self.context.fill();
    }

    /// A circle's outline.
    pub fn ring(&self, x: f64, y: f64, radius: f64, width: f64, stroke: &str) {
        self.context.begin_path();
        let _ = self
            .context
            .arc(x, y, radius.max(0.0), 0.0, std::f64::consts::TAU);
        self.context.set_line_width(width);
        self.context.set_stroke_style_str(stroke);
        self.context.stroke();
    }

    /// A diamond (a square on its corner), `half` from its middle to each corner.
    pub fn diamond(&self, x: f64, y: f64, half: f64, fill: &str) {
        self.polygon(
            &[(x, y - half), (x + half, y), (x, y + half), (x - half, y)],
            fill,
        );
    }

    /// A king's crown: three points over a band, `half` wide each side of the middle.
    pub fn crown(&self, x: f64, y: f64, half: f64, fill: &str) {
        let points = [
            (x - half, y + half * 0.6),
            (x - half, y - half * 0.5),
            (x - half * 0.5, y),
            (x, y - half * 0.8),
            (x + half * 0.5, y),
            (x + half, y - half * 0.5),
            (x + half, y + half * 0.6),
        ];
        self.polygon(&points, fill);
    }

    fn polygon(&self, points: &[(f64, f64)], fill: &str) {
        self.context.begin_path();
        for (index, &(x, y)) in points.iter().enumerate() {
            if index == 0 {
                self.context.move_to(x, y);
            } else {
                self.context.line_to(x, y);
            }
        }
        self.context.close_path();
        self.context.set_fill_style_str(fill);
        self.context.fill();
    }

    /// Text centred on a point, `size` pixels high.
    pub fn text(&self, text: &str, x: f64, y: f64, size: f64, fill: &str, bold: bool) {
        let weight = if bold { "bold " } else { "" };
        self.context
            .set_font(&format!("{weight}{size:.1}px system-ui, sans-serif"));
        self.context.set_text_align("center");
        self.context.set_text_baseline("middle");
        self.context.set_fill_style_str(fill);
        let _ = self.context.fill_text(text, x, y);
    }
}

impl BoardCanvas {
    /// The page's canvas, if `index.html` has one that draws in 2D.
    pub fn find() -> Option<BoardCanvas> {
        let element = web_sys::window()?.document()?.get_element_by_id(CANVAS)?;
        let canvas: HtmlCanvasElement = element.dyn_into().ok()?;
        let context = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        Some(BoardCanvas {
            canvas,
            context,
            placed: (0, 0, String::new()),
            spots: String::new(),
            boxed: false,
        })
    }

    /// Lays the canvas over the grid of `screen` cells and clears it; the painter of
    /// this frame, once the grid is drawn.
    pub fn frame(&mut self, screen: Rect) -> Option<Painter<'_>> {
        let grid = Grid::measure()?;
        let game = self.canvas.parent_element()?.get_bounding_client_rect();
        let width = f64::from(screen.width) * grid.cell_width;
        let height = f64::from(screen.height) * grid.cell_height;
        let density = web_sys::window()?.device_pixel_ratio().max(1.0);
        let (pixels_x, pixels_y) = ((width * density) as u32, (height * density) as u32);
        let style = format!(
            "left:{:.2}px;top:{:.2}px;width:{width:.2}px;height:{height:.2}px",
            grid.left - game.left(),
            grid.top - game.top()
        );
        if self.placed != (pixels_x, pixels_y, style.clone()) {
            self.canvas.set_width(pixels_x);
            self.canvas.set_height(pixels_y);
            let _ = self.canvas.set_attribute("style", &style);
            self.placed = (pixels_x, pixels_y, style);
        }
        let _ = self
            .context
            .set_transform(density, 0.0, 0.0, density, 0.0, 0.0);
        self.context.clear_rect(0.0, 0.0, width, height);
        Some(Painter {
            context: &self.context,
            cell_width: grid.cell_width,
            cell_height: grid.cell_height,
        })
    }

    /// The page's text colour where the canvas is (CSS `color`, which follows the
    /// light or dark theme), for what is written beside the board.
    pub fn ink(&self) -> Rgb {
        let colour = web_sys::window()
            .and_then(|window| window.get_computed_style(&self.canvas).ok().flatten())
            .and_then(|style| style.get_property_value("color").ok())
            .unwrap_or_default();
        let parts: Vec<u8> = colour
            .trim_start_matches("rgba(")
            .trim_start_matches("rgb(")
            .trim_end_matches(')')
            .split([',', ' ', '/'])
            .filter_map(|part| part.trim().parse().ok())
            .collect();
        match parts[..] {
            [r, g, b, ..] => Rgb(r, g, b),
            _ => Rgb(200, 200, 200),
        }
    }

    /// Fades the board while a box (help, a menu, a notice) is drawn over it, whose
    /// blank cells would otherwise show the board through its text.
    pub fn behind_box(&mut self, boxed: bool) {
        if boxed != self.boxed {
            let _ = self
                .canvas
                .class_list()
                .toggle_with_force("behind-box", boxed);
            self.boxed = boxed;
        }
    }

    /// Leaves the canvas empty (the text draws the whole screen: too small a window).
    pub fn clear(&mut self) {
        let (width, height) = (self.canvas.width(), self.canvas.height());
        let _ = self.context.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
        self.context
            .clear_rect(0.0, 0.0, f64::from(width), f64::from(height));
    }

    /// Writes where each hole or square is, in CSS pixels from the canvas's corner, as
    /// `data-spots` (JSON pairs): what a test or a tool aims at.
    pub fn publish_spots(&mut self, spots: &[(f64, f64)]) {
        let text = spots
            .iter()
            .map(|(x, y)| format!("[{x:.1},{y:.1}]"))
            .collect::<Vec<_>>()
            .join(",");
        let text = format!("[{text}]");
        if text != self.spots {
            let _ = self.canvas.set_attribute("data-spots", &text);
            self.spots = text;
        }
    }

    /// Writes `numbers` as the canvas's `attribute` (a JSON list, to one decimal),
    /// or takes it away without: where a painted part is, for tests and tools.
    pub fn publish(&self, attribute: &str, numbers: Option<&[f64]>) {
        let text = numbers.map(|numbers| {
            let listed: Vec<String> = numbers.iter().map(|n| format!("{n:.1}")).collect();
            format!("[{}]", listed.join(","))
        });
        if self.canvas.get_attribute(attribute) == text {
            return;
        }
        let _ = match text {
            Some(text) => self.canvas.set_attribute(attribute, &text),
            None => self.canvas.remove_attribute(attribute),
        };
    }

    /// Writes how many rows above its cell the falling disc is (`data-fall`, none
    /// once it rests): what a test reads to see it fall and bounce.
    pub fn publish_fall(&self, above: Option<f64>) {
        let _ = match above {
            Some(above) => self
                .canvas
                .set_attribute("data-fall", &format!("{above:.3}")),
            None => self.canvas.remove_attribute("data-fall"),
        };
    }
}
