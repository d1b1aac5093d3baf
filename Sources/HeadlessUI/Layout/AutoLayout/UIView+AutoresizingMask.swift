import Foundation

extension UIView {
    /// Which of a view's margins and sizes grow with its superview, as UIKit's
    /// `UIView.AutoresizingMask`. HeadlessUI applies it through Auto Layout: when
    /// ``UIView/translatesAutoresizingMaskIntoConstraints`` is on and the view takes part in a
    /// constraint-based layout, the mask decides the constraints made from the frame.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes with its superview (default empty: fixed position and size).
    public var autoresizingMask: AutoresizingMask {
        get { autoLayoutState?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            autoLayoutStorage.autoresizingMask = newValue
            existingLayoutEngine?.viewConfigurationDidChange(self)
        }
    }

    /// Whether the frame and ``autoresizingMask`` become constraints (default `true` for views made
    /// in code). Turn it off for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutStorage.translatesAutoresizingMaskIntoConstraints = newValue
            existingLayoutEngine?.viewConfigurationDidChange(self)
        }
    }
}
