import Foundation

extension UIStackView {
    /// How arranged views share the stack's length along its axis (UIKit's raw values).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their intrinsic sizes; the view with the lowest content-hugging priority
        /// stretches to fill, and when space is short the lowest compression resistance shrinks first.
        /// Ties go to the view that comes first in `arrangedSubviews`.
        case fill = 0
        /// Every view gets the same length; together they fill the stack.
        case fillEqually = 1
        /// Views get lengths proportional to their intrinsic lengths; together they fill the stack.
        case fillProportionally = 2
        /// Views keep their intrinsic sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// Views keep their intrinsic sizes and their centres are equally far apart, as long as every
        /// gap stays at least `spacing`; otherwise the stack falls back to equal spacing.
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack's axis (UIKit's raw values).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Views fill the stack across its axis.
        case fill = 0
        /// Views keep their intrinsic cross size, aligned to the leading edge (vertical stacks) or the
        /// top (horizontal stacks; ``top`` is the same value).
        case leading = 1
        /// Horizontal stacks: align first baselines. HeadlessUI views have no text baselines yet, so
        /// this aligns tops (and acts as ``leading`` in vertical stacks).
        case firstBaseline = 2
        /// Views keep their intrinsic cross size, centred.
        case center = 3
        /// Views keep their intrinsic cross size, aligned to the trailing edge (vertical stacks) or the
        /// bottom (horizontal stacks; ``bottom`` is the same value).
        case trailing = 4
        /// Horizontal stacks: align last baselines. Without baselines this aligns bottoms (and acts as
        /// ``trailing`` in vertical stacks).
        case lastBaseline = 5

        /// The top edge in horizontal stacks (UIKit's alias of ``leading``).
        public static var top: Alignment { .leading }
        /// The bottom edge in horizontal stacks (UIKit's alias of ``trailing``).
        public static var bottom: Alignment { .trailing }
    }
}
