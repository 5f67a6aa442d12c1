//! The column orders that break ties between equally scored moves: centre first for
//! the main thread, another for each helper so their searches part ways.

/// Columns from the centre outwards (the left of the two centre columns first on even
/// widths), the order in which moves are worth most on average.
pub fn centre_first(width: u32) -> [u32; 10] {
    let mut order = [0; 10];
    for (i, slot) in order.iter_mut().enumerate().take(width as usize) {
        let i = i as i32;
        let offset = if i % 2 == 1 { (i + 1) / 2 } else { -(i / 2) };
        *slot = ((width as i32 - 1) / 2 + offset) as u32;
    }
    order
}

/// The column order in which a helper thread breaks ties, so that it parts ways with
/// the main thread (whose order is `main`) early: the mirror image of `main`. From a
/// root that is its own mirror image, that would retrace the main thread's search move
/// for move (mirror images share table entries early on), and so does any order that
/// only swaps mirror images: at each symmetric position the helper would search the
/// mirror image of the main thread's subtree, whose entries deeper down it cannot
/// share. There the helper prefers other columns instead. On odd widths the second and
/// third columns flank the centre, so it tries the two columns two away from the
/// centre before them, which made the empty 7x6 board and other symmetric openings
/// clearly faster on two threads (figures in docs/solver.md, "Threads"). On even
/// widths the second and third columns are not mirror images and trade places.
pub fn helper_order(main: &[u32; 10], width: u32, root_symmetric: bool) -> [u32; 10] {
    let mut order = *main;
    if !root_symmetric {
        for column in &mut order[..width as usize] {
            *column = width - 1 - *column;
        }
    } else if width % 2 == 1 {
        order[1..5].rotate_left(2);
    } else {
        order.swap(1, 2);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_first_covers_every_column() {
        assert_eq!(&centre_first(7)[..7], &[3, 4, 2, 5, 1, 6, 0]);
        assert_eq!(&centre_first(4)[..4], &[1, 2, 0, 3]);
        let mut ten = centre_first(10);
        ten.sort();
        assert_eq!(ten, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }

    #[test]
    fn a_helper_parts_ways_with_the_main_order_and_with_its_mirror_image() {
        let seven = helper_order(&centre_first(7), 7, true);
        assert_eq!(&seven[..7], &[3, 5, 1, 4, 2, 6, 0]);
        for width in 4..=10 {
            let main = centre_first(width);
            let n = width as usize;
            let mirror: Vec<u32> = main[..n].iter().map(|c| width - 1 - c).collect();
            // From a lopsided root the mirror image is another search.
            assert_eq!(&helper_order(&main, width, false)[..n], &mirror[..]);
            // From a symmetric one it would be the same search, and so would any order
            // that only swaps mirror images: the helper must prefer other columns,
            // keep the centre (or the centre pair) first, and take every column once.
            let symmetric = helper_order(&main, width, true);
            let class = |c: &u32| *c.min(&(width - 1 - c));
            let classes = |order: &[u32]| order.iter().map(class).collect::<Vec<_>>();
            assert_ne!(
                classes(&symmetric[..n]),
                classes(&main[..n]),
                "width {width}"
            );
            assert_eq!(class(&symmetric[0]), class(&main[0]), "width {width}");
            let mut sorted = symmetric[..n].to_vec();
            sorted.sort();
            assert_eq!(sorted, (0..width).collect::<Vec<_>>());
        }
    }
}
